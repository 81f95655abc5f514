// Package initmodel is a frozen copy of the models as the first migration
// created them; later model changes never rewrite this history.
package initmodel
