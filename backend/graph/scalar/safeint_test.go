package scalar

import (
	"bytes"
	"encoding/json"
	"testing"
)

func TestSafeInt(t *testing.T) {
	for _, c := range []struct {
		name string
		in   any
		want int64
		ok   bool
	}{
		{"a JSON number", json.Number("12500000000"), 12_500_000_000, true},
		{"the largest", json.Number("9007199254740991"), MaxSafeInt, true},
		{"the smallest", json.Number("-9007199254740991"), -MaxSafeInt, true},
		{"one past the largest", json.Number("9007199254740992"), 0, false},
		{"one past the smallest", json.Number("-9007199254740992"), 0, false},
		{"past int64", json.Number("92233720368547758070"), 0, false},
		{"an exponent holding a whole number", json.Number("1.25e10"), 12_500_000_000, true},
		{"a fraction", json.Number("12.5"), 0, false},
		{"an Int literal", int64(42), 42, true},
		{"a Float literal holding a whole number", float64(1e6), 1_000_000, true},
		{"a Float literal with a fraction", 0.5, 0, false},
		{"a huge Float literal", 1e300, 0, false},
		{"a string", "42", 0, false},
		{"a boolean", true, 0, false},
		{"null", nil, 0, false},
	} {
		got, err := UnmarshalSafeInt(c.in)
		if c.ok && (err != nil || got != c.want) {
			t.Errorf("%s: %d, %v; want %d", c.name, got, err, c.want)
		}
		if !c.ok && (err == nil || err.Error() != MsgNotSafeInt) {
			t.Errorf("%s: %d, %v; want %q", c.name, got, err, MsgNotSafeInt)
		}
	}
	var b bytes.Buffer
	MarshalSafeInt(-12_500_000_000).MarshalGQL(&b)
	if b.String() != "-12500000000" {
		t.Fatalf("marshal: %s", b.String())
	}
}
