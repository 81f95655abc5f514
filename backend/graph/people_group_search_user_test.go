package graph_test

import (
	"encoding/json"
	"testing"

	"github.com/reachmissions/reach/backend/graph"
	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/link"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/peoplegroup"
)

const searchMyCards = `query($first: Int, $after: String, $filters: PublicPeopleGroupFilters) {
  allPeopleGroupsForUser(first: $first, after: $after, filters: $filters) {
    pageInfo { hasNextPage endCursor }
    edges { node { _id nameAcrossCountries myRoles } }
  }
}`

// Staff search every people group on /upgs and page through the matches; a partner's
// search looks only through the partner's own groups.
func TestPeopleGroupsForUserSearch(t *testing.T) {
	env := graphtest.New(t)
	_, partner := env.SignInAs("partner")
	_, staff := env.SignInAs("staff")
	var somali []string
	for i := 0; i < 5; i++ {
		somali = append(somali, addGroup(t, env, "Somali"))
	}
	mine := addGroup(t, env, "Somali Bantu")
	other := addGroup(t, env, "Yoruba")
	linkGroup(t, env, partner.ContactID, mine, model.LinkAdopter)
	linkGroup(t, env, partner.ContactID, other, model.LinkAdopter)

	links := link.New(env.DB)
	r := &graph.Resolver{Links: links, PeopleGroups: peoplegroup.New(env.DB)}
	r.PeopleGroups.Links = links
	h := cardsHandler(r, true)
	ask := func(v *auth.Viewer, vars map[string]any) portalGroupPage {
		t.Helper()
		var out struct {
			Data   *portalGroupPage
			Errors []struct{ Message string }
		}
		if err := json.Unmarshal(cardsAnswer(t, h, v, searchMyCards, vars), &out); err != nil {
			t.Fatal(err)
		}
		if len(out.Errors) > 0 || out.Data == nil {
			t.Fatalf("errors: %v", out.Errors)
		}
		return *out.Data
	}
	names := func(p portalGroupPage) map[string]int {
		n := map[string]int{}
		for _, e := range p.AllPeopleGroupsForUser.Edges {
			n[e.Node.NameAcrossCountries]++
		}
		return n
	}
	staffV := &auth.Viewer{UserID: staff.ID, Roles: []string{"staff"}, ContactID: staff.ContactID, UserContactID: staff.ContactID}
	partnerV := &auth.Viewer{UserID: partner.ID, Roles: []string{"partner"}, ContactID: partner.ContactID, UserContactID: partner.ContactID}

	first := ask(staffV, map[string]any{"first": 4, "filters": map[string]any{"search": "somali"}})
	if got := names(first); len(first.AllPeopleGroupsForUser.Edges) != 4 || got["Yoruba"] != 0 || !first.AllPeopleGroupsForUser.PageInfo.HasNextPage {
		t.Fatalf("staff's first page of 'somali': %v (more: %v), want 4 Somali groups and more", got, first.AllPeopleGroupsForUser.PageInfo.HasNextPage)
	}
	if got := first.AllPeopleGroupsForUser.Edges[0].Node.NameAcrossCountries; got != "Somali" {
		t.Errorf("the exact name comes first, got %q", got)
	}
	next := ask(staffV, map[string]any{"first": 4, "after": *first.AllPeopleGroupsForUser.PageInfo.EndCursor, "filters": map[string]any{"search": "somali"}})
	if n := len(next.AllPeopleGroupsForUser.Edges); n != 2 || next.AllPeopleGroupsForUser.PageInfo.HasNextPage {
		t.Fatalf("staff's second page: %d groups (more: %v), want the last 2", n, next.AllPeopleGroupsForUser.PageInfo.HasNextPage)
	}
	seen := map[string]bool{}
	for _, p := range []portalGroupPage{first, next} {
		for _, e := range p.AllPeopleGroupsForUser.Edges {
			if seen[e.Node.ID] {
				t.Errorf("%s on two pages", e.Node.ID)
			}
			seen[e.Node.ID] = true
		}
	}
	for _, id := range append(somali, mine) {
		if !seen[id] {
			t.Errorf("staff's search missed %s", id)
		}
	}
	if got := names(ask(staffV, map[string]any{"filters": map[string]any{"regionCode": "9", "search": "yoruba"}})); got["Yoruba"] != 1 || len(got) != 1 {
		t.Errorf("staff's region and search: %v", got)
	}
	if got := ask(staffV, map[string]any{"filters": map[string]any{"regionCode": "1"}}); len(got.AllPeopleGroupsForUser.Edges) != 0 {
		t.Errorf("another region found %v", names(got))
	}

	// Attack: a partner's search never reaches groups the partner is not linked to.
	p := ask(partnerV, map[string]any{"filters": map[string]any{"search": "somali"}})
	if len(p.AllPeopleGroupsForUser.Edges) != 1 || p.AllPeopleGroupsForUser.Edges[0].Node.ID != mine {
		t.Fatalf("partner's search for 'somali' found %v, want only their Somali Bantu", names(p))
	}
	if roles := p.AllPeopleGroupsForUser.Edges[0].Node.MyRoles; len(roles) != 1 || roles[0] != model.LinkAdopter {
		t.Errorf("partner's roles on the match: %v", roles)
	}
	if got := ask(partnerV, map[string]any{"filters": map[string]any{"regionCode": "9"}}); len(got.AllPeopleGroupsForUser.Edges) != 2 {
		t.Errorf("partner's region filter found %v, want their own 2", names(got))
	}
	// Without filters a partner still sees all of their groups, as before.
	if got := ask(partnerV, nil); len(got.AllPeopleGroupsForUser.Edges) != 2 {
		t.Errorf("partner's list: %v", names(got))
	}
	// A search that is too long is refused with a message.
	long := make([]byte, peoplegroup.MaxSearchLength+1)
	for i := range long {
		long[i] = 'a'
	}
	var out struct{ Errors []struct{ Message string } }
	_ = json.Unmarshal(cardsAnswer(t, h, staffV, searchMyCards, map[string]any{"filters": map[string]any{"search": string(long)}}), &out)
	if len(out.Errors) == 0 || out.Errors[0].Message == "" {
		t.Errorf("a long search was not refused: %v", out.Errors)
	}
}
