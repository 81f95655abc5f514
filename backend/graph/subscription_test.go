package graph_test

import (
	"errors"
	"strconv"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
)

const profileSubscription = `subscription { myProfileUpdatesForUser { crud id new { _id name } } }`

const editName = `mutation($id: ID!, $n: String!) { editMyProfileForUser(profile: {_id: $id, name: $n}) { name } }`

type profileUpdate struct {
	MyProfileUpdatesForUser struct {
		Crud string
		ID   string
		New  struct {
			ID   string `json:"_id"`
			Name string
		}
	}
}

// waitForUpdate edits the profile through editor until sub delivers an
// update (the subscription starts asynchronously), and returns it.
func waitForUpdate(t *testing.T, editor *graphtest.Env, token, userID string, sub *graphtest.Subscription) profileUpdate {
	t.Helper()
	for i := range 40 {
		editor.Do(token, editName, map[string]any{"id": userID, "n": "Renamed " + strconv.Itoa(i)}).MustOK()
		res, err := sub.Next(250 * time.Millisecond)
		if errors.Is(err, graphtest.ErrTimeout) {
			continue
		}
		if err != nil {
			t.Fatalf("subscription: %v", err)
		}
		var u profileUpdate
		res.MustDecode(&u)
		return u
	}
	t.Fatal("no profile update arrived over the websocket")
	return profileUpdate{}
}

func TestProfileUpdatesArriveOverWebsocket(t *testing.T) {
	env := graphtest.New(t)
	token, u := env.SignInAs("partner")
	sub := env.Subscribe(token, "", profileSubscription, nil)

	got := waitForUpdate(t, env, token, u.ID, sub)
	if got.MyProfileUpdatesForUser.Crud != "UPDATE" || got.MyProfileUpdatesForUser.ID != u.ID || got.MyProfileUpdatesForUser.New.ID != u.ID {
		t.Fatalf("update %+v, want UPDATE of %s", got, u.ID)
	}
	// Once running, each later edit arrives with the new profile.
	env.Do(token, editName, map[string]any{"id": u.ID, "n": "Final Name"}).MustOK()
	for {
		res, err := sub.Next(3 * time.Second)
		if err != nil {
			t.Fatalf("waiting for 'Final Name': %v", err)
		}
		var up profileUpdate
		res.MustDecode(&up)
		if up.MyProfileUpdatesForUser.New.Name == "Final Name" {
			break
		}
	}

	// Another user's edits do not reach this subscription.
	otherToken, other := env.SignInAs("partner")
	env.Do(otherToken, editName, map[string]any{"id": other.ID, "n": "Someone Else"}).MustOK()
	if res, err := sub.Next(400 * time.Millisecond); err == nil {
		t.Fatalf("received another user's update: %s", res.Raw)
	}

	// Staff changing the user (updateUser) reaches the subscription too.
	staff, _ := env.SignInAs("staff")
	env.Do(staff, `mutation($id: ID!) { updateUser(id: $id, name: "Named By Staff") { name } }`, map[string]any{"id": u.ID}).MustOK()
	res, err := sub.Next(3 * time.Second)
	if err != nil {
		t.Fatalf("staff's update did not arrive: %v", err)
	}
	var up profileUpdate
	res.MustDecode(&up)
	if up.MyProfileUpdatesForUser.New.Name != "Named By Staff" {
		t.Fatalf("update after staff edit: %+v", up)
	}
}

func TestSubscriptionNeedsASignedInViewer(t *testing.T) {
	env := graphtest.New(t)
	sub := env.Subscribe("", "", profileSubscription, nil)
	res, err := sub.Next(3 * time.Second)
	if err != nil {
		t.Fatalf("want an error message, got %v", err)
	}
	res.MustFail("UNAUTHENTICATED", "")
}

// TestProfileUpdatesCrossInstances runs two servers on one PostgreSQL
// database: an edit through one reaches a subscription on the other through
// LISTEN/NOTIFY. (SQLite is one process; its fan-out is in memory.)
func TestProfileUpdatesCrossInstances(t *testing.T) {
	if bundbtest.Engine() != "postgres" {
		t.Skip("several instances need PostgreSQL (set REACH_TEST_DATABASE_URL)")
	}
	a := graphtest.New(t)
	b := a.NewInstance()
	token, u := a.SignInAs("partner")
	sub := b.Subscribe(token, "", profileSubscription, nil)
	got := waitForUpdate(t, a, token, u.ID, sub)
	if got.MyProfileUpdatesForUser.ID != u.ID {
		t.Fatalf("update for %s", got.MyProfileUpdatesForUser.ID)
	}
}
