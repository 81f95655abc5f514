// Package auth holds Reach's security primitives: argon2id password hashes,
// opaque session tokens, the request's Viewer and the Casbin enforcer that
// every permission guard calls.
package auth

//go:generate go run ./permgen/cmd
