package user

import (
	"context"
	"errors"
	"net/http"
	"sync"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// GoogleIssuer is Google's OpenID Connect issuer.
const GoogleIssuer = "https://accounts.google.com"

// Messages of Google sign-in.
const (
	MsgGoogleNotConfigured = "Google sign-in is not configured on this server."
	MsgGoogleBadOrigin     = "Google sign-in came from an unexpected address."
	MsgGoogleFailed        = "Google sign-in failed. Please try again."
	MsgGoogleNoAccount     = "There is no account for this Google address yet. Create an account first, then sign in with Google."
)

// GoogleCallbackPath is where Google's popup returns; the page posts the code
// to the opener, which calls signIntoUserWithGoogle.
const GoogleCallbackPath = "/auth/google/callback"

type googleSignIn struct {
	cfg    config.Config
	issuer string
	client *http.Client

	mu       sync.Mutex
	provider *oidc.Provider
}

func newGoogleSignIn(cfg config.Config, issuer string, client *http.Client) *googleSignIn {
	if issuer == "" {
		issuer = GoogleIssuer
	}
	return &googleSignIn{cfg: cfg, issuer: issuer, client: client}
}

func (g *googleSignIn) configured() bool {
	return g.cfg.GoogleClientID != "" && g.cfg.GoogleClientSecret != ""
}

// discover fetches the provider's configuration once (not at start, so a
// server without network still starts).
func (g *googleSignIn) discover(ctx context.Context) (*oidc.Provider, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.provider != nil {
		return g.provider, nil
	}
	p, err := oidc.NewProvider(oidc.ClientContext(ctx, g.client), g.issuer)
	if err != nil {
		return nil, err
	}
	g.provider = p
	return p, nil
}

type googleIdentity struct {
	Subject       string
	Email         string
	EmailVerified bool
}

func (g *googleSignIn) exchange(ctx context.Context, code, origin string) (*googleIdentity, error) {
	p, err := g.discover(ctx)
	if err != nil {
		return nil, err
	}
	ctx = oidc.ClientContext(ctx, g.client)
	oc := oauth2.Config{ClientID: g.cfg.GoogleClientID, ClientSecret: g.cfg.GoogleClientSecret, Endpoint: p.Endpoint(),
		RedirectURL: origin + GoogleCallbackPath, Scopes: []string{oidc.ScopeOpenID, "email", "profile"}}
	tok, err := oc.Exchange(ctx, code)
	if err != nil {
		return nil, err
	}
	raw, _ := tok.Extra("id_token").(string)
	if raw == "" {
		return nil, errors.New("google: no id_token in the token response")
	}
	idt, err := p.Verifier(&oidc.Config{ClientID: g.cfg.GoogleClientID}).Verify(ctx, raw)
	if err != nil {
		return nil, err
	}
	var claims struct {
		Email         string `json:"email"`
		EmailVerified bool   `json:"email_verified"`
	}
	if err := idt.Claims(&claims); err != nil {
		return nil, err
	}
	return &googleIdentity{Subject: idt.Subject, Email: claims.Email, EmailVerified: claims.EmailVerified}, nil
}

// SignInWithGoogle exchanges the code of Google's popup and signs in the user
// linked to that Google account, or the one whose address Google verified
// (linking it for next time).
func (s *Service) SignInWithGoogle(ctx context.Context, code, origin string) (string, error) {
	if !s.google.configured() {
		return "", apperr.New(apperr.BadUserInput, MsgGoogleNotConfigured)
	}
	if origin != s.cfg.PublicURL {
		return "", apperr.Input("origin", MsgGoogleBadOrigin)
	}
	if err := s.checkLimits(ctx, hit(LimitSignInIP, clientIP(ctx))); err != nil {
		return "", err
	}
	id, err := s.google.exchange(ctx, code, origin)
	if err != nil {
		s.log.Warn("google sign-in refused", "err", err)
		return "", apperr.New(apperr.BadUserInput, MsgGoogleFailed)
	}
	u, err := s.store.GetUserByGoogleSubject(ctx, id.Subject)
	if errors.Is(err, db.ErrNotFound) {
		if !id.EmailVerified || id.Email == "" {
			return "", apperr.New(apperr.BadUserInput, MsgGoogleNoAccount)
		}
		u, err = s.store.GetUserByEmail(ctx, id.Email)
		if errors.Is(err, db.ErrNotFound) {
			return "", apperr.New(apperr.BadUserInput, MsgGoogleNoAccount)
		}
		if err != nil {
			return "", err
		}
		if u.GoogleSubject != nil && *u.GoogleSubject != id.Subject {
			// Another Google account is already linked to this user.
			return "", apperr.New(apperr.BadUserInput, MsgGoogleNoAccount)
		}
		sub := id.Subject
		u.GoogleSubject, u.EmailVerified = &sub, true
		if err := s.store.UpdateUser(ctx, u, "google_subject", "email_verified"); err != nil {
			return "", err
		}
	} else if err != nil {
		return "", err
	}
	if u.DeletedAt != nil {
		return "", apperr.New(apperr.BadUserInput, MsgGoogleNoAccount)
	}
	return s.newSession(ctx, u, model.SignInGoogle)
}
