package graph_test

import (
	"testing"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/invite"
)

const resendInviteMutation = `mutation($id: ID!) { resendInvite(id: $id) { id status expiresAt } }`

// Staff send an invite again from the back office: the person gets a new link, the one mailed
// before stops working, and the audit trail holds both sendings. An accepted invite, or one
// staff may not grant, is not sent again; a partner cannot send one at all.
func TestStaffSendAnInviteAgain(t *testing.T) {
	env := graphtest.New(t)
	staff, _ := env.SignInAs("staff")
	admin, _ := env.SignInAs("admin")
	partner, _ := env.SignInAs("partner")

	inv := createInvite(t, env, staff, "Ruth Mwangi", "ruth@example.org", nil, "partner")
	first := inviteCode(t, env, "ruth@example.org")

	env.Do(partner, resendInviteMutation, map[string]any{"id": inv.ID}).MustFail("FORBIDDEN", "")
	env.Do("", resendInviteMutation, map[string]any{"id": inv.ID}).MustFail("UNAUTHENTICATED", "")
	env.Do(staff, resendInviteMutation, map[string]any{"id": "no-such-invite"}).MustFail("NOT_FOUND", invite.MsgNoSuchInvite)

	var d struct{ ResendInvite createdInvite }
	env.Do(staff, resendInviteMutation, map[string]any{"id": inv.ID}).MustDecode(&d)
	if d.ResendInvite.Status != "PENDING" || !d.ResendInvite.ExpiresAt.After(inv.ExpiresAt) {
		t.Fatalf("after sending again: %+v (first expired %s)", d.ResendInvite, inv.ExpiresAt)
	}
	second := inviteCode(t, env, "ruth@example.org")
	if second == first || len(env.Dropped("ruth@example.org")) != 2 {
		t.Fatalf("sending again mailed %d invites, the same link: %v", len(env.Dropped("ruth@example.org")), second == first)
	}
	if getUserInvite(t, env, first) != nil {
		t.Fatal("the first link still opens the invite")
	}
	if getUserInvite(t, env, second) == nil {
		t.Fatal("the new link does not open the invite")
	}
	sent := 0
	for _, r := range auditRows(t, env, admin, map[string]any{"kind": "invite.sent"}) {
		if r.TargetID == inv.ID {
			sent++
		}
	}
	if sent != 2 {
		t.Fatalf("%d audit rows of the invite sent, want 2 (sent, then again)", sent)
	}

	// An invite staff may not grant (staff) is sent again by an admin only.
	sam := createInvite(t, env, admin, "Sam Lee", "sam@example.org", nil, "staff")
	env.Do(staff, resendInviteMutation, map[string]any{"id": sam.ID}).MustFail("FORBIDDEN", invite.MsgPrivilegedRole)
	env.Do(admin, resendInviteMutation, map[string]any{"id": sam.ID}).MustOK()

	// Accepted: not again, and the person's mail stays as it was.
	acceptInvite(t, env, second, "ruth_m", "ruth@example.org")
	before := len(env.Dropped("ruth@example.org"))
	env.Do(staff, resendInviteMutation, map[string]any{"id": inv.ID}).MustFail("BAD_USER_INPUT", invite.MsgResendClosed)
	if n := len(env.Dropped("ruth@example.org")); n != before {
		t.Fatalf("a refused resend mailed %d more", n-before)
	}
}

// acceptInvite signs up with the invite code.
func acceptInvite(t *testing.T, env *graphtest.Env, code, username, email string) {
	t.Helper()
	env.Do("", `mutation($s: SignUpInput!) { signUpForUser(signUp: $s) { token } }`, map[string]any{"s": map[string]any{
		"username": username, "name": "Ruth Mwangi", "email": email, "password": "Lantern-Fossil-Quiet-71", "inviteId": code,
	}}).MustOK()
}
