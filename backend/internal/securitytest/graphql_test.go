package securitytest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/server"
)

// gqlShape is one hostile GraphQL document a signed-out stranger may send,
// with the refusal it must meet ("" when it is answered).
type gqlShape struct {
	name, query, refusal string
	vars                 map[string]any
}

// gqlFill repeats unit until the document is about n bytes.
func gqlFill(prefix, unit, suffix string, n int) string {
	var b strings.Builder
	b.WriteString(prefix)
	for i := 0; b.Len() < n; i++ {
		b.WriteString(strings.ReplaceAll(unit, "#", fmt.Sprint(i)))
	}
	b.WriteString(suffix)
	return b.String()
}

// gqlFanOut is a chain of fragments, each spreading the one before twice:
// written small, expanded 2^depth times.
func gqlFanOut(depth int) string {
	var b strings.Builder
	b.WriteString("query { ...F" + fmt.Sprint(depth) + " }\nfragment F0 on Query { __typename }\n")
	for i := 1; i <= depth; i++ {
		fmt.Fprintf(&b, "fragment F%d on Query { ...F%d ...F%d }\n", i, i-1, i-1)
	}
	return b.String()
}

// gqlAliases is a query of n aliased fields.
func gqlAliases(n int) string {
	var b strings.Builder
	b.WriteString("{ ")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "a%d: __typename ", i)
	}
	return b.String() + "}"
}

// gqlIDs is n short ids.
func gqlIDs(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprint(i)
	}
	return out
}

// gqlShapes are the worst documents of each kind: at the request limit (1 MiB
// body), at the document limits, and just past them.
func gqlShapes() []gqlShape {
	const body = 1<<20 - 200 // a JSON body just under the request limit
	return []gqlShape{
		{"repeated field, request limit", gqlFill("{ ", "__typename ", "}", body), "The query is too long", nil},
		{"repeated field, 64 KiB", gqlFill("{ ", "__typename ", "}", server.MaxQueryBytes-100), "too many fields", nil},
		{"repeated field, at the limit", "{ " + strings.Repeat("__typename ", 63) + "}", "", nil},
		{"repeated field past the limit", "{ " + strings.Repeat("__typename ", 64) + "}", "__typename too often", nil},
		{"repeated root field with subfields, at the limit", "{ " + strings.Repeat("allJPRegions { _id name }\n", 30) + "}", "", nil},
		{"repeated nested fields past the limit", "{ " + strings.Repeat("allJPRegions { "+strings.Repeat("_id ", 30)+"}\n", 30) + "}", "allJPRegions._id too often", nil},
		{"repeated nested fields at the limit", "{ " + strings.Repeat("allJPRegions { "+strings.Repeat("_id ", 9)+"}\n", 7) + "}", "", nil},
		{"repeated aliases, request limit", gqlFill("{ ", "a#: allJPRegions { _id } ", "}", body), "The query is too long", nil},
		{"repeated aliases, 64 KiB", gqlFill("{ ", "a#: allJPRegions { _id } ", "}", server.MaxQueryBytes-100), "too many", nil},
		{"aliases at the limit", gqlAliases(server.MaxQueryAliases), "", nil},
		{"aliases past the limit", gqlAliases(server.MaxQueryAliases + 1), "too many aliases", nil},
		{"deep nesting, 64 KiB", strings.Repeat("{ a ", 6000) + strings.Repeat("}", 6000), "exceeded token limit", nil},
		{"deep nesting past the limit", "{ " + strings.Repeat("allJPRegions { ", server.MaxQueryDepth) + "_id" + strings.Repeat(" }", server.MaxQueryDepth) + " }", "nested too deeply", nil},
		{"fragment fan-out", gqlFanOut(40), "too many fields", nil},
		{"fragment cycle", "query { ...A }\nfragment A on Query { ...B }\nfragment B on Query { ...A }", "spreads itself", nil},
		{"many fragments", gqlFill("query { __typename }\n", "fragment F# on Query { __typename }\n", "", 20000), "too many fragments", nil},
		{"huge variable list", gqlFill("query(", "$v#: Int ", ") { __typename }", server.MaxQueryBytes-100), "exceeded token limit", nil},
		{"variables past the limit", gqlFill("query(", "$v#: Int ", ") { __typename }", 15*(server.MaxQueryVariables+1)), "too many variables", nil},
		{"many operations", gqlFill("", "query q# { __typename }\n", "", server.MaxQueryBytes-100), "too many operations", nil},
		{"many directives on a field", gqlFill("{ __typename ", "@skip(if: false) ", "}", 20000), "Too many directives", nil},
		{"long string literal", `{ peopleGroup(_id: "` + strings.Repeat("x", server.MaxQueryBytes-100) + `") { _id } }`, "", nil},
		{"long list literal", gqlFill(`{ allOutboxMails(filter: {ids: [`, `"#", `, `]}) { id } }`, server.MaxQueryBytes-100), "", nil},
		{"huge variable value, request limit", `query($f: OutboxMailFilter) { allOutboxMails(filter: $f) { id } }`, "too many values", map[string]any{"f": map[string]any{"ids": gqlIDs(body / 10)}}},
		{"variable values at the limit", `query($f: OutboxMailFilter) { allOutboxMails(filter: $f) { id } }`, "", map[string]any{"f": map[string]any{"ids": gqlIDs(server.MaxVariableValues - 2)}}},
		{"wide introspection, signed out", gqlIntrospection, "Schema introspection is only for staff", nil},
	}
}

// Validation was quadratic: 10,000 repeated __typename took 10 s of CPU,
// signed out. Each hostile shape is now refused with a clear GraphQL error
// (or answered), before validation walks it.
func TestHostileDocumentsAreRefusedClearly(t *testing.T) {
	env := graphtest.New(t)
	for _, s := range gqlShapes() {
		t.Run(s.name, func(t *testing.T) {
			res := env.Do("", s.query, s.vars)
			if res.Status >= 500 {
				t.Fatalf("HTTP %d", res.Status)
			}
			if s.refusal == "" {
				if strings.Contains(string(res.Raw), "too ") || strings.Contains(string(res.Raw), "exceeded") {
					t.Fatalf("a document within the limits was refused: %.300s", res.Raw)
				}
				return
			}
			if len(res.Errors) != 1 || !strings.Contains(res.Errors[0].Message, s.refusal) {
				t.Fatalf("want one error saying %q, got %.300s", s.refusal, res.Raw)
			}
			if c := res.Code(); c != "GRAPHQL_VALIDATION_FAILED" && c != "GRAPHQL_PARSE_FAILED" && c != "UNAUTHENTICATED" {
				t.Fatalf("code %q: %.300s", c, res.Raw)
			}
		})
	}
}

// The operations the apps send still pass: the largest is the standard
// introspection query (staff tools), 13 levels deep.
func TestIntrospectionQueryPassesTheLimits(t *testing.T) {
	env := graphtest.New(t)
	admin, _ := env.SignInAs("admin")
	res := env.Do(admin, gqlIntrospection, nil)
	res.MustOK()
}

// Validation errors do not suggest names from the schema outside development:
// a stranger's typo is not answered with "Did you mean allUsers".
func TestValidationErrorsSuggestNothing(t *testing.T) {
	for _, dev := range []bool{false, true} {
		env := graphtest.New(t, graphtest.WithConfig(func(c *config.Config) { c.Dev = dev }))
		raw := string(env.Do("", `{ allUser { id } }`, nil).Raw)
		if strings.Contains(raw, "Did you mean") != dev || strings.Contains(raw, "allUsers") != dev {
			t.Errorf("REACH_DEV=%v: %s", dev, raw)
		}
	}
}

// BenchmarkHostileDocuments times each hostile shape through the whole HTTP
// path, signed out, the client's encoding included, each document new to the
// query cache; every one must stay far below 50 ms.
func BenchmarkHostileDocuments(b *testing.B) {
	env := graphtest.New(b)
	for _, s := range gqlShapes() {
		b.Run(strings.ReplaceAll(s.name, " ", "_"), func(b *testing.B) {
			b.SetBytes(int64(len(s.query)))
			i := 0
			for b.Loop() {
				// A comment of its own makes each document new to the server's
				// query cache: this is the cost of parsing and validating it.
				i++
				if res := env.Do("", fmt.Sprintf("#%d\n%s", i, s.query), s.vars); res.Status >= 500 {
					b.Fatalf("HTTP %d", res.Status)
				}
			}
		})
	}
}

const gqlIntrospection = `query IntrospectionQuery {
  __schema {
    queryType { name } mutationType { name } subscriptionType { name }
    types { ...FullType }
    directives { name description locations args { ...InputValue } }
  }
}
fragment FullType on __Type {
  kind name description
  fields(includeDeprecated: true) { name description args { ...InputValue } type { ...TypeRef } isDeprecated deprecationReason }
  inputFields { ...InputValue }
  interfaces { ...TypeRef }
  enumValues(includeDeprecated: true) { name description isDeprecated deprecationReason }
  possibleTypes { ...TypeRef }
}
fragment InputValue on __InputValue { name description type { ...TypeRef } defaultValue }
fragment TypeRef on __Type {
  kind name
  ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } }
}`
