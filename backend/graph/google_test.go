package graph_test

import (
	"crypto/rand"
	"crypto/rsa"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/go-jose/go-jose/v4"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/config"
)

type googleIdentity struct {
	sub, email string
	verified   bool
}

// fakeGoogle is an OpenID provider that answers codes with signed ID tokens.
func fakeGoogle(t *testing.T, clientID, redirectURI string, codes map[string]googleIdentity) *httptest.Server {
	t.Helper()
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	signer, err := jose.NewSigner(jose.SigningKey{Algorithm: jose.RS256, Key: key}, (&jose.SignerOptions{}).WithType("JWT").WithHeader("kid", "k1"))
	if err != nil {
		t.Fatal(err)
	}
	var srv *httptest.Server
	mux := http.NewServeMux()
	mux.HandleFunc("/.well-known/openid-configuration", func(w http.ResponseWriter, r *http.Request) {
		_ = json.NewEncoder(w).Encode(map[string]any{
			"issuer": srv.URL, "authorization_endpoint": srv.URL + "/auth", "token_endpoint": srv.URL + "/token",
			"jwks_uri": srv.URL + "/jwks", "id_token_signing_alg_values_supported": []string{"RS256"},
		})
	})
	mux.HandleFunc("/jwks", func(w http.ResponseWriter, r *http.Request) {
		_ = json.NewEncoder(w).Encode(jose.JSONWebKeySet{Keys: []jose.JSONWebKey{{Key: &key.PublicKey, KeyID: "k1", Algorithm: "RS256", Use: "sig"}}})
	})
	mux.HandleFunc("/token", func(w http.ResponseWriter, r *http.Request) {
		_ = r.ParseForm()
		id, ok := codes[r.PostForm.Get("code")]
		if !ok || r.PostForm.Get("redirect_uri") != redirectURI {
			w.WriteHeader(http.StatusBadRequest)
			_, _ = w.Write([]byte(`{"error":"invalid_grant"}`))
			return
		}
		claims, _ := json.Marshal(map[string]any{"iss": srv.URL, "sub": id.sub, "aud": clientID, "iat": time.Now().Unix(),
			"exp": time.Now().Add(time.Hour).Unix(), "email": id.email, "email_verified": id.verified})
		jws, err := signer.Sign(claims)
		if err != nil {
			t.Error(err)
			return
		}
		idToken, _ := jws.CompactSerialize()
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"access_token": "at", "token_type": "Bearer", "expires_in": 3600, "id_token": idToken})
	})
	srv = httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

func TestSignInWithGoogle(t *testing.T) {
	const public = "https://reach.example.org"
	codes := map[string]googleIdentity{}
	google := fakeGoogle(t, "client-1", public+"/auth/google/callback", codes)
	env := graphtest.New(t, graphtest.WithGoogleIssuer(google.URL), graphtest.WithConfig(func(c *config.Config) {
		c.PublicURL, c.GoogleClientID, c.GoogleClientSecret = public, "client-1", "secret-1"
	}))
	u := env.CreateUser("partner")
	codes["verified"] = googleIdentity{"g-1", u.Email, true}
	codes["same-subject-new-address"] = googleIdentity{"g-1", "renamed@gmail.example", true}
	codes["unverified"] = googleIdentity{"g-2", u.Email, false}
	codes["stranger"] = googleIdentity{"g-3", "stranger@gmail.example", true}
	const m = `mutation($c: String!, $o: String!) { signIntoUserWithGoogle(authResponseCode: $c, origin: $o) { token } }`

	var d struct{ SignIntoUserWithGoogle struct{ Token string } }
	env.Do("", m, map[string]any{"c": "verified", "o": public}).MustDecode(&d)
	if p := myProfile(t, env, d.SignIntoUserWithGoogle.Token); p.ID != u.ID {
		t.Fatalf("Google signed in %s, want %s", p.Username, u.Username)
	}
	// Once linked, the Google account signs in even after its address changed.
	env.Do("", m, map[string]any{"c": "same-subject-new-address", "o": public}).MustDecode(&d)
	if p := myProfile(t, env, d.SignIntoUserWithGoogle.Token); p.ID != u.ID {
		t.Fatalf("linked Google account signed in %s", p.Username)
	}
	env.Do("", m, map[string]any{"c": "unverified", "o": public}).MustFail("BAD_USER_INPUT", "no account for this Google address")
	env.Do("", m, map[string]any{"c": "stranger", "o": public}).MustFail("BAD_USER_INPUT", "no account for this Google address")
	env.Do("", m, map[string]any{"c": "made-up", "o": public}).MustFail("BAD_USER_INPUT", "Google sign-in failed")
	env.Do("", m, map[string]any{"c": "verified", "o": "http://localhost:8080"}).MustFail("BAD_USER_INPUT", "unexpected address")
}
