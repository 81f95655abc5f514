package bundb

import (
	"database/sql"
	"errors"
	"strings"

	"github.com/uptrace/bun/driver/pgdriver"

	"github.com/reachmissions/reach/backend/internal/db"
)

// translate maps driver errors onto the db package's errors.
func translate(err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, sql.ErrNoRows) {
		return db.ErrNotFound
	}
	var pgErr pgdriver.Error
	if errors.As(err, &pgErr) && pgErr.Field('C') == "23505" {
		return db.ErrAlreadyExists
	}
	// modernc's SQLite reports "constraint failed: UNIQUE constraint failed: ..." (code 2067/1555).
	if msg := err.Error(); strings.Contains(msg, "UNIQUE constraint failed") || strings.Contains(msg, "(2067)") || strings.Contains(msg, "(1555)") {
		return db.ErrAlreadyExists
	}
	return err
}
