// Package policies embeds Reach's Casbin model and policy so the binary
// carries the roles and permissions it enforces.
package policies

import _ "embed"

// Model is model.conf: a request asks whether a role may use a permission.
//
//go:embed model.conf
var Model string

// Policy is policy.csv: role -> permission lines and role inheritance.
//
//go:embed policy.csv
var Policy string
