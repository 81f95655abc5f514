// Package db declares Reach's storage: one interface per domain, implemented
// with bun in package bundb. Nothing outside bundb imports bun.
package db

import "errors"

var (
	// ErrNotFound is returned when a looked-up row does not exist.
	ErrNotFound = errors.New("not found")
	// ErrAlreadyExists is returned when a unique constraint is violated
	// (PostgreSQL 23505 and SQLite's constraint error alike).
	ErrAlreadyExists = errors.New("already exists")
	// ErrConflict is returned when a conditional write found the row no longer as expected
	// (a signature already given).
	ErrConflict = errors.New("conflict")
)
