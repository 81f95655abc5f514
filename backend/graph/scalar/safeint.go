// Package scalar holds the GraphQL scalars Reach defines beyond the built-in ones.
package scalar

import (
	"encoding/json"
	"io"
	"math"
	"strconv"

	"github.com/99designs/gqlgen/graphql"

	"github.com/reachmissions/reach/backend/internal/apperr"
)

// MaxSafeInt is the largest SafeInt, 2^53 - 1: the largest whole number a
// JavaScript number (a JSON number in a browser) holds exactly.
const MaxSafeInt = 1<<53 - 1

// MsgNotSafeInt answers a SafeInt argument that is not a whole number within ±MaxSafeInt.
const MsgNotSafeInt = "A SafeInt must be a whole number from -9007199254740991 to 9007199254740991."

// MarshalSafeInt writes a SafeInt as a JSON number.
func MarshalSafeInt(v int64) graphql.Marshaler {
	return graphql.WriterFunc(func(w io.Writer) {
		_, _ = io.WriteString(w, strconv.FormatInt(v, 10))
	})
}

// UnmarshalSafeInt reads a SafeInt: a JSON number (or a GraphQL Int or Float
// literal) holding a whole number within ±MaxSafeInt. Strings, fractions and
// larger numbers are refused with BAD_USER_INPUT.
func UnmarshalSafeInt(v any) (int64, error) {
	var n int64
	switch x := v.(type) {
	case int:
		n = int64(x)
	case int32:
		n = int64(x)
	case int64:
		n = x
	case json.Number:
		i, err := strconv.ParseInt(string(x), 10, 64)
		if err != nil {
			f, ferr := strconv.ParseFloat(string(x), 64)
			if ferr != nil {
				return 0, refused()
			}
			return fromFloat(f)
		}
		n = i
	case float64:
		return fromFloat(x)
	default:
		return 0, refused()
	}
	if n > MaxSafeInt || n < -MaxSafeInt {
		return 0, refused()
	}
	return n, nil
}

// fromFloat accepts a float holding a whole number within ±MaxSafeInt (1.25e10, 12500000000.0).
func fromFloat(f float64) (int64, error) {
	if math.IsNaN(f) || math.IsInf(f, 0) || f != math.Trunc(f) || f > MaxSafeInt || f < -MaxSafeInt {
		return 0, refused()
	}
	return int64(f), nil
}

func refused() error { return apperr.New(apperr.BadUserInput, MsgNotSafeInt) }
