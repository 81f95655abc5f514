package securitytest

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/user"
)

const acctSignInMutation = `mutation($u: String!, $p: String!) { signIntoUser(username: $u, password: $p) { token } }`

// acctSignIn signs in with login and password from the client address ip.
func acctSignIn(env *graphtest.Env, ip, login, password string) *graphtest.Response {
	env.T.Helper()
	return env.DoRequest(graphtest.Request{IP: ip, Query: acctSignInMutation, Variables: map[string]any{"u": login, "p": password}})
}

// acctGuess is one wrong password; it tells whether the password was checked
// (false: refused with RATE_LIMITED before any check).
func acctGuess(t *testing.T, env *graphtest.Env, ip, login string, n int) bool {
	t.Helper()
	res := acctSignIn(env, ip, login, fmt.Sprintf("Guess-Number-%04d!", n))
	if res.Code() == "RATE_LIMITED" {
		return false
	}
	res.MustFail("BAD_USER_INPUT", user.MsgBadCredentials)
	return true
}

// A stranger hammering the owner's username and email from several
// addresses is slowed down, and cannot lock the owner out: the right password
// from the owner's own address still signs in, by username and by email.
func TestSignInStrangerCannotLockTheOwnerOut(t *testing.T) {
	env := graphtest.New(t)
	acctStartOfDay(env)
	owner := env.CreateUser("partner")
	refused := 0
	for a := 1; a <= 8; a++ {
		for i := range 6 {
			login := owner.Username
			if i%2 == 1 {
				login = strings.ToUpper(owner.Email)
			}
			if !acctGuess(t, env, fmt.Sprintf("203.0.113.%d", a), login, 10*a+i) {
				refused++
			}
		}
	}
	if refused == 0 {
		t.Fatal("48 wrong passwords from 8 addresses were all checked: the stranger was never slowed down")
	}
	acctSignIn(env, "198.51.100.1", owner.Username, owner.Password).MustOK()
	acctSignIn(env, "198.51.100.1", owner.Email, owner.Password).MustOK()
}

// The username and the email of one account share its count, so switching
// spelling buys no extra guesses; an unknown login's spellings share one too,
// so it costs the same as a known one.
func TestSignInUsernameAndEmailShareTheAccountsCount(t *testing.T) {
	env := graphtest.New(t)
	acctStartOfDay(env)
	owner := env.CreateUser("partner")
	ip := "203.0.113.9"
	for i, login := range []string{owner.Username, owner.Email, strings.ToUpper(owner.Username), strings.ToUpper(owner.Email), owner.Email} {
		if !acctGuess(t, env, ip, login, i) {
			t.Fatalf("guess %d (%s) refused: the limit allows %d", i+1, login, user.LimitSignInPair.Max)
		}
	}
	// The sixth try from that address waits, even with the right password and either spelling.
	acctSignIn(env, ip, owner.Username, owner.Password).MustFail("RATE_LIMITED", "Too many attempts. Please try again in 15 minutes.")
	acctSignIn(env, ip, owner.Email, owner.Password).MustFail("RATE_LIMITED", "Too many attempts. Please try again in 15 minutes.")

	other := "203.0.113.10"
	for i, login := range []string{"Nobody-Here", "nobody-here", "NOBODY-HERE", "nobody-HERE", "Nobody-here"} {
		if !acctGuess(t, env, other, login, i) {
			t.Fatalf("guess %d at an unknown login refused early", i+1)
		}
	}
	acctSignIn(env, other, "nobody-here", "Guess-Number-9999!").MustFail("RATE_LIMITED", "")
}

// One address guessing at one account all day gets LimitSignInPairDay
// passwords checked (20), not one every few seconds; the owner elsewhere
// signs in throughout.
func TestSignInOneAddressGuessesSlowly(t *testing.T) {
	env := graphtest.New(t)
	acctStartOfDay(env)
	owner := env.CreateUser("partner")
	ip := "203.0.113.50"
	checked := 0
	for q := range 96 { // every quarter of an hour of one day
		inQuarter := 0
		for i := range 6 {
			if acctGuess(t, env, ip, owner.Username, 6*q+i) {
				inQuarter++
			}
		}
		if inQuarter > user.LimitSignInPair.Max {
			t.Fatalf("quarter %d: %d passwords checked from one address, want at most %d", q, inQuarter, user.LimitSignInPair.Max)
		}
		checked += inQuarter
		env.Clock.Advance(15 * time.Minute)
	}
	if checked != user.LimitSignInPairDay.Max {
		t.Fatalf("one address had %d passwords checked in a day, want %d", checked, user.LimitSignInPairDay.Max)
	}
	acctSignIn(env, "198.51.100.2", owner.Username, owner.Password).MustOK()
}

// Guessing from many addresses: once the account has had
// LimitSignInAccount failures in a quarter, each further address has one
// guess checked and then waits, while an address that has not failed (the
// owner's) still signs in.
func TestSignInGuessesFromManyAddressesGetOneEach(t *testing.T) {
	env := graphtest.New(t)
	acctStartOfDay(env)
	owner := env.CreateUser("partner")
	for a := 1; a <= user.LimitSignInAccount.Max; a++ {
		if !acctGuess(t, env, fmt.Sprintf("203.0.113.%d", a), owner.Username, a) {
			t.Fatalf("guess from address %d refused before the account's count was reached", a)
		}
	}
	for a := 100; a < 110; a++ {
		ip := fmt.Sprintf("203.0.113.%d", a)
		if !acctGuess(t, env, ip, owner.Email, a) {
			t.Fatalf("the first guess from a new address %s was refused: the owner could be locked out", ip)
		}
		if acctGuess(t, env, ip, owner.Username, a+1000) {
			t.Fatalf("a second guess from %s was checked while the account is being guessed at", ip)
		}
	}
	acctSignIn(env, "198.51.100.3", owner.Username, owner.Password).MustOK()
}
