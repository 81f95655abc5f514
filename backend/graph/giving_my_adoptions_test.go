package graph_test

import (
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
)

const myAdoptionsDoc = `query($g: ID) { myAdoptions(peopleGroupId: $g) { _id peopleGroupId level amount monthly since until commitToPray } }`

type myAdoption struct {
	ID            string `json:"_id"`
	PeopleGroupID string
	Level         string
	Amount        int
	Monthly       bool
	Since         time.Time
	Until         *time.Time
	CommitToPray  bool
}

func myAdoptionsAs(t *testing.T, env *graphtest.Env, r graphtest.Request, group string) []myAdoption {
	t.Helper()
	r.Query, r.Variables = myAdoptionsDoc, map[string]any{"g": nil}
	if group != "" {
		r.Variables["g"] = group
	}
	var d struct{ MyAdoptions []myAdoption }
	env.DoRequest(r).MustDecode(&d)
	return d.MyAdoptions
}

// The portal's cards show a donor their own gift beside the group's suggested level: the level,
// the amount, monthly or once, since when, and their commitment to pray. myAdoptions answers the
// adoptions of the contact the request acts for, and nobody else's.
func TestMyAdoptionsAreTheDonorsOwn(t *testing.T) {
	env := graphtest.New(t)
	seedGiving(t, env)
	token, donor := env.SignInAs("partner")
	today := time.Now().UTC().Format(time.DateOnly)

	monthly := startAdoptionCheckout(t, env, token, map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_LV1", "recurring": true, "startDate": today, "commitToAdopt": true})
	payInSandbox(t, env, monthly.URL, "", "")
	complete(t, env, token, completeAdoption, monthly.SessionID)
	once := startAdoptionCheckout(t, env, token, map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_LV2", "recurring": false, "commitToAdopt": false})
	payInSandbox(t, env, once.URL, "", "")
	complete(t, env, token, completeAdoption, once.SessionID)

	mine := myAdoptionsAs(t, env, graphtest.Request{Token: token}, "")
	if len(mine) != 2 {
		t.Fatalf("%d adoptions, want 2: %+v", len(mine), mine)
	}
	o, m := mine[0], mine[1] // newest first
	if o.Level != "ADOPTER_LV2" || o.Amount != 120000 || o.Monthly || o.Until != nil || o.CommitToPray || o.PeopleGroupID != givingPG {
		t.Errorf("the one-time gift %+v", o)
	}
	if m.Level != "ADOPTER_LV1" || m.Amount != 3000 || !m.Monthly || !m.CommitToPray || m.Since.Format(time.DateOnly) != today ||
		m.Until == nil || !m.Until.Equal(m.Since.AddDate(1, 0, 0)) {
		t.Errorf("the monthly gift %+v", m)
	}
	if got := myAdoptionsAs(t, env, graphtest.Request{Token: token}, givingPG); len(got) != 2 {
		t.Errorf("%d adoptions of the group, want 2", len(got))
	}
	if got := myAdoptionsAs(t, env, graphtest.Request{Token: token}, "af-00000"); len(got) != 0 {
		t.Errorf("another group's: %+v", got)
	}

	// Nobody else reads them: another donor, another donor naming the donor's contact, staff.
	other, _ := env.SignInAs("partner")
	staff, _ := env.SignInAs("staff")
	for who, r := range map[string]graphtest.Request{"another donor": {Token: other}, "staff": {Token: staff}} {
		if got := myAdoptionsAs(t, env, r, ""); len(got) != 0 {
			t.Errorf("%s reads %+v", who, got)
		}
		r.ContactID, r.Query = donor.ContactID, myAdoptionsDoc
		env.DoRequest(r).MustFail("FORBIDDEN", "")
	}
	env.Do("", myAdoptionsDoc, nil).MustFail("UNAUTHENTICATED", "")

	// A cancelled monthly gift is no longer the donor's gift; the one-time gift stays.
	rec := myRecurring(t, env, token)
	if len(rec) != 1 {
		t.Fatalf("%d monthly gifts", len(rec))
	}
	cancelGift(t, env, token, rec[0].ID)
	if got := myAdoptionsAs(t, env, graphtest.Request{Token: token}, ""); len(got) != 1 || got[0].Level != "ADOPTER_LV2" {
		t.Errorf("after the cancellation: %+v", got)
	}

	// A prayer-only adoption is a commitment to pray.
	startAdoptionCheckout(t, env, token, map[string]any{"peopleGroupId": givingPG, "level": "ADOPTER_PRAY", "recurring": false})
	if got := myAdoptionsAs(t, env, graphtest.Request{Token: token}, ""); len(got) != 2 || got[0].Level != "ADOPTER_PRAY" || got[0].Amount != 0 || !got[0].CommitToPray {
		t.Errorf("with a prayer commitment: %+v", got)
	}
}
