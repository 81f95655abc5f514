package server

import (
	"strings"
	"testing"

	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"

	"github.com/reachmissions/reach/backend/internal/i18n"
)

// FuzzGraphQLDocument feeds any text through the document limits, as a
// signed-out stranger may send it: they never panic, a refusal is one GraphQL
// error with a message and a parse or validation code, and an accepted
// document parses within the token limit and has at most MaxQueryOperations
// operations and MaxQueryFragments fragments.
func FuzzGraphQLDocument(f *testing.F) {
	for _, seed := range []string{
		"{ __typename }",
		"query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }",
		"query($a: Int, $b: [ID!]) { allJPRegions { _id name } }",
		"{ a: __typename b: __typename @skip(if: true) ... on Query { __typename } }",
		strings.Repeat("{ a ", 30) + strings.Repeat("}", 30),
		"query q1 { __typename } query q2 { __typename } subscription s { myProfileUpdatesForUser { crud } }",
		`{ peopleGroup(_id: "\u00e9\"") { _id } }`,
		"fragment F on Query { __typename }",
		"{",
		"",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, query string) {
		err := checkDocument(i18n.English, query)
		if err != nil {
			if err.Message == "" {
				t.Fatalf("refusal without a message for %q", query)
			}
			if c, _ := err.Extensions["code"].(string); c != errcode.ValidationFailed && c != errcode.ParseFailed {
				t.Fatalf("refusal code %q for %q", c, query)
			}
			return
		}
		doc, perr := parser.ParseQueryWithTokenLimit(&ast.Source{Input: query}, MaxQueryTokens)
		if perr != nil {
			t.Fatalf("accepted a document that does not parse: %v", perr)
		}
		if len(doc.Operations) > MaxQueryOperations || len(doc.Fragments) > MaxQueryFragments || len(query) > MaxQueryBytes {
			t.Fatalf("accepted a document over the limits: %d operations, %d fragments, %d bytes", len(doc.Operations), len(doc.Fragments), len(query))
		}
	})
}
