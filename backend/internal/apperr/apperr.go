// Package apperr is the error a user can cause: a clear message and a stable
// code (docs/architecture.md). The GraphQL error presenter shows these as they
// are and every other error as 'Something went wrong' with code INTERNAL.
package apperr

import (
	"errors"
	"fmt"
)

// Codes carried in a GraphQL error's extensions.code.
const (
	Unauthenticated = "UNAUTHENTICATED"
	Forbidden       = "FORBIDDEN"
	BadUserInput    = "BAD_USER_INPUT"
	RateLimited     = "RATE_LIMITED"
	NotFound        = "NOT_FOUND"
	// Conflict: the row is not (or no longer) in a state that allows the change.
	Conflict = "CONFLICT"
	Internal = "INTERNAL"
)

// Error is an error a user can act on.
type Error struct {
	Code    string
	Message string
	// Field names the input field the message is about, when there is one.
	Field string
	// Problems lists every input refused at once (a submit checking all its rules); Field and
	// Message are the first one's. The GraphQL answer carries them in extensions.fields.
	Problems []Problem
	// Format and Args, when Format is set, are what Message was made of (Newf, Inputf): the
	// server translates Format, the English key, and formats Args into it
	// (backend/internal/i18n). Message stays English.
	Format string
	Args   []any
}

// Problem is one input refused, on its field.
type Problem struct {
	Field   string `json:"field"`
	Message string `json:"message"`
	// Format and Args are as Error's (ProblemF).
	Format string `json:"-"`
	Args   []any  `json:"-"`
}

// ProblemF is a Problem whose message is format with args.
func ProblemF(field, format string, args ...any) Problem {
	return Problem{Field: field, Message: fmt.Sprintf(format, args...), Format: format, Args: args}
}

// Key is the English message to translate (Format, or Message) and the arguments to format
// into the translation.
func (p Problem) Key() (string, []any) {
	if p.Format != "" {
		return p.Format, p.Args
	}
	return p.Message, nil
}

func (e *Error) Error() string { return e.Message }

// New returns an Error with code and message.
func New(code, message string) *Error { return &Error{Code: code, Message: message} }

// Newf returns an Error with code and the message format makes of args; the translation keeps
// the format's verbs.
func Newf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...), Format: format, Args: args}
}

// Inputf returns a BAD_USER_INPUT error about field, its message made as Newf's.
func Inputf(field, format string, args ...any) *Error {
	e := Newf(BadUserInput, format, args...)
	e.Field = field
	return e
}

// Key is the English message to translate (Format, or Message) and the arguments to format
// into the translation.
func (e *Error) Key() (string, []any) {
	if e.Format != "" {
		return e.Format, e.Args
	}
	return e.Message, nil
}

// Input returns a BAD_USER_INPUT error about field.
func Input(field, message string) *Error {
	return &Error{Code: BadUserInput, Message: message, Field: field}
}

// Inputs returns a BAD_USER_INPUT error about every one of problems (at least one): its message
// and field are the first one's.
func Inputs(problems []Problem) *Error {
	e := Input(problems[0].Field, problems[0].Message)
	e.Format, e.Args = problems[0].Format, problems[0].Args
	e.Problems = append([]Problem(nil), problems...)
	return e
}

// As returns the *Error in err's chain, or nil.
func As(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return nil
}

// Messages everyone shares.
const (
	MsgUnauthenticated = "You must be signed in."
	MsgForbidden       = "You do not have permission to do that."
	MsgRateLimited     = "Too many attempts. Please wait a few minutes and try again."
	MsgInternal        = "Something went wrong"
)
