package graph

import (
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2"

	"github.com/reachmissions/reach/backend/graph/generated"
)

// The portal's /upgs query (apps/portal/src/data/queries.ts) is one the cards writer answers
// itself; a field it does not know, or @defer, leaves the answer to gqlgen.
func TestPeopleGroupCardsPlan(t *testing.T) {
	schema := generated.NewExecutableSchema(generated.Config{}).Schema()
	cases := []struct {
		query string
		own   bool
	}{
		{`query MyPeopleGroups($first: Int, $after: String) { allPeopleGroupsForUser(first: $first, after: $after) { pageInfo { hasNextPage endCursor } edges { cursor node { _id nameAcrossCountries country countryCode region regionCode population primaryReligion primaryLanguage primaryThumbnailUrl summaryText numAdoptionsAvailable suggestedAdoptionLevel updatedAt myRoles } } } }`, true},
		{`{ allPeopleGroupsForUser { edges { node { id statusAdopted } } } }`, false},
		{`{ allPeopleGroupsForUser { edges { node { id cumulativeStats { numSalvations } } } } }`, false},
		{`{ allPeopleGroupsForUser { edges { node { id ... @defer { summary } } } } }`, false},
		{`{ allPeopleGroupsForUser { edges { a: node { id } b: node { summary } } } }`, false},
	}
	for _, c := range cases {
		doc, errs := gqlparser.LoadQuery(schema, c.query)
		if errs != nil {
			t.Fatalf("%s: %v", c.query, errs)
		}
		op := doc.Operations[0]
		oc := &graphql.OperationContext{Doc: doc, Operation: op, Variables: map[string]any{}}
		root := graphql.CollectFields(oc, op.SelectionSet, []string{"Query"})
		if _, own := planCards(oc, root[0].Selections); own != c.own {
			t.Errorf("%s: writer takes it %v, want %v", c.query, own, c.own)
		}
		if _, ok := onlyPermission(root[0].Definition); !ok {
			t.Errorf("allPeopleGroupsForUser has no single @hasPermission")
		}
	}
}
