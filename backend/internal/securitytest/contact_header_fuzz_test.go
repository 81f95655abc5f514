package securitytest

import (
	"net/http"
	"strings"
	"testing"

	"golang.org/x/net/http/httpguts"

	"github.com/reachmissions/reach/backend/graph/graphtest"
)

// FuzzContactHeader sends a signed-in partner's requests with any Contact
// header: the answer is never a server error, and it is either the partner's
// own profile (the header names their own contact, or nothing) or refused;
// never another contact's.
func FuzzContactHeader(f *testing.F) {
	env := graphtest.New(f)
	token, partner := env.SignInAs("partner")
	_, other := env.SignInAs("partner")
	for _, seed := range []string{"", partner.ContactID, other.ContactID, " " + partner.ContactID + " ", "'; drop table contacts; --", "00000000-0000-0000-0000-000000000000", strings.Repeat("a", 5000), "\u00e9\u00e8", "%00"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, contact string) {
		if !httpguts.ValidHeaderFieldValue(contact) {
			t.Skip("not a value an HTTP client can send")
		}
		res := env.For(t).DoRequest(graphtest.Request{Token: token, ContactID: contact, Query: `{ myProfileForUser { _id } activeContact: myProfileForUser { myContact { _id } } }`})
		if res.Status >= http.StatusInternalServerError || res.Code() == "INTERNAL" {
			t.Fatalf("Contact %q: HTTP %d %s", contact, res.Status, res.Raw)
		}
		if strings.Contains(string(res.Raw), other.ContactID) || strings.Contains(string(res.Raw), other.ID) {
			t.Fatalf("Contact %q reads another contact: %s", contact, res.Raw)
		}
		if len(res.Errors) == 0 && !strings.Contains(string(res.Raw), partner.ID) {
			t.Fatalf("Contact %q answered without the partner's own profile: %s", contact, res.Raw)
		}
	})
}
