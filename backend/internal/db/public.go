package db

import (
	"context"

	"github.com/reachmissions/reach/backend/internal/model"
)

// Public reads the Joshua Project reference lists the giving site filters
// by: regions and primary religions.
type Public interface {
	// ListRegions returns every region, ordered by name.
	ListRegions(ctx context.Context) ([]*model.Region, error)
	// ListReligions returns every primary religion, ordered by name.
	ListReligions(ctx context.Context) ([]*model.Religion, error)
}
