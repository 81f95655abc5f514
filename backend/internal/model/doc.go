// Package model holds Reach's bun models, one file per domain. Only the db
// packages read or write them through bun; everyone else treats them as plain structs.
package model
