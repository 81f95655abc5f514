package user

import (
	"context"
	"errors"
	"strings"

	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

func newID() string { return uuid.Must(uuid.NewV7()).String() }

// SignIn signs in with a username or email (case-insensitive) and a password
// and returns a session token. An unknown user, a deactivated one and a wrong
// password all answer MsgBadCredentials after the same argon2id work; a user
// without a role answers MsgNoRole (only with the right password). The
// sign-in limits apply (LimitSignInIP first, then checkPassword's).
func (s *Service) SignIn(ctx context.Context, login, password string) (string, error) {
	if err := s.checkLimits(ctx, hit(LimitSignInIP, clientIP(ctx))); err != nil {
		return "", err
	}
	if strings.TrimSpace(login) == "" {
		return "", apperr.Input("username", "Please enter your username")
	}
	if password == "" {
		return "", apperr.Input("password", "Please enter your password")
	}
	u, err := s.store.GetUserByLogin(ctx, login)
	if errors.Is(err, db.ErrNotFound) {
		u, err = nil, nil
	}
	if err != nil {
		return "", err
	}
	key := loginKey(login)
	if u != nil {
		key = u.ID
	}
	ok, err := s.checkPassword(ctx, key, u, password)
	if err != nil {
		return "", err
	}
	if !ok {
		return "", apperr.New(apperr.BadUserInput, MsgBadCredentials)
	}
	if s.hasher.NeedsRehash(u.PasswordHash) {
		// The configured cost changed since this hash was made.
		if h, err := s.hasher.Hash(ctx, password); err == nil {
			u.PasswordHash = h
			_ = s.store.UpdateUser(ctx, u, "password_hash")
		}
	}
	return s.newSession(ctx, u, model.SignInPassword)
}

// checkPassword tells whether password is u's, under the limits of failed
// passwords (LimitSignInPair, LimitSignInPairDay, LimitSignInAccount) for the
// account key (u's id, or loginKey of a login that names nobody) and the
// client address. Each check is counted before the hash is computed, so
// concurrent guesses count exactly, and taken back when it succeeds or is
// refused: only failures add up. A refused check answers RATE_LIMITED
// without hashing. u nil, deactivated or without a password spends the same
// work and is false.
func (s *Service) checkPassword(ctx context.Context, key string, u *model.User, password string) (bool, error) {
	now := s.clock()
	pairKey := key + " " + clientIP(ctx)
	pair, pairDay, account := hit(LimitSignInPair, pairKey), hit(LimitSignInPairDay, pairKey), hit(LimitSignInAccount, key)
	counts, err := s.hitLimits(ctx, now, pair, pairDay, account)
	if err != nil {
		return false, err
	}
	var over Limit
	switch {
	case counts[pairDay] > LimitSignInPairDay.Max:
		over = LimitSignInPairDay
	case counts[pair] > LimitSignInPair.Max:
		over = LimitSignInPair
	case counts[account] > LimitSignInAccount.Max && counts[pair] > 1:
		// The account is being guessed at from many addresses: one try per
		// address per window.
		over = LimitSignInAccount
	}
	if over.Name != "" {
		// A refused attempt checked nothing: it is not a failure.
		if err := s.undoLimits(ctx, now, pair, pairDay, account); err != nil {
			return false, err
		}
		return false, rateLimited(now, over)
	}
	if u == nil || u.DeletedAt != nil || u.PasswordHash == "" {
		s.hasher.VerifyDummy(ctx, password)
		return false, nil
	}
	ok, err := s.hasher.Verify(ctx, u.PasswordHash, password)
	if err != nil || !ok {
		return false, err
	}
	if err := s.undoLimits(ctx, now, pair, pairDay, account); err != nil {
		s.log.Warn("forgive a successful sign-in", "err", err)
	}
	return true, nil
}

// SignInWithMagicLink uses a mailed sign-in code (single use, 15 minutes).
func (s *Service) SignInWithMagicLink(ctx context.Context, code string) (string, error) {
	if err := s.checkLimits(ctx, hit(LimitSignInIP, clientIP(ctx))); err != nil {
		return "", err
	}
	l, err := s.store.UseUserLink(ctx, model.LinkMagicSignIn, auth.HashToken(code), s.clock())
	if errors.Is(err, db.ErrNotFound) {
		return "", apperr.Input("code", MsgBrokenLink)
	}
	if err != nil {
		return "", err
	}
	u, err := s.store.GetUserByID(ctx, l.UserID)
	if err != nil {
		return "", err
	}
	if !u.EmailVerified {
		// Following the mailed link proves the address.
		u.EmailVerified = true
		if err := s.store.UpdateUser(ctx, u, "email_verified"); err != nil {
			return "", err
		}
	}
	return s.newSession(ctx, u, model.SignInMagicLink)
}

// SignOut revokes the session of the token the request carries. Without a
// valid token there is nothing to revoke and it still answers true.
func (s *Service) SignOut(ctx context.Context) error {
	v := auth.ViewerFrom(ctx)
	if v == nil || v.SessionID == "" {
		return nil
	}
	return s.store.RevokeSession(ctx, v.SessionID, s.clock())
}
