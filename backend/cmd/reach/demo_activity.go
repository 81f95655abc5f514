package main

import (
	"context"
	"log/slog"

	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/demo"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/server"
)

// seedDemoActivity makes the demo's year of gifts, its reports and agreements (backend/internal/demo)
// through services composed for it alone: the same as the server's, on the same database and
// mail, but with the demo's clock, which dates what it makes in the past. The serving server's
// clock is never moved.
func seedDemoActivity(ctx context.Context, cfg config.Config, d *bundb.DB, sender mail.Sender, log *slog.Logger) error {
	clock := &demo.Clock{}
	srv, err := server.New(server.Options{Config: cfg, DB: d, Mail: sender, Log: log, Now: clock.Now})
	if err != nil {
		return err
	}
	defer srv.Close()
	return demo.Seed(ctx, demo.Services{Store: d, Giving: srv.Giving, Reports: srv.Reports, Agreements: srv.Agreements, Clock: clock, Log: log})
}
