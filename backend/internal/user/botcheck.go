package user

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"

	"github.com/reachmissions/reach/backend/internal/apperr"
)

// Bot-check verification addresses.
const (
	RecaptchaVerifyURL = "https://www.google.com/recaptcha/api/siteverify"
	TurnstileVerifyURL = "https://challenges.cloudflare.com/turnstile/v0/siteverify"
	// recaptchaMinScore is reCAPTCHA v3's suggested threshold.
	recaptchaMinScore = 0.5
)

// MsgBotCheck answers a sign-up whose bot-check token is missing or refused.
const MsgBotCheck = "We could not verify that you are not a robot. Please reload the page and try again."

// verifyBotCheck checks a reCAPTCHA v3 or Turnstile token when a bot-check is
// configured; without one it accepts everything.
func (s *Service) verifyBotCheck(ctx context.Context, token string) error {
	if s.cfg.BotCheckProvider == "" || s.cfg.BotCheckSecret == "" {
		return nil
	}
	if token == "" {
		return apperr.Input("recaptcha", MsgBotCheck)
	}
	endpoint := s.botCheckURL
	if endpoint == "" {
		endpoint = RecaptchaVerifyURL
		if s.cfg.BotCheckProvider == "turnstile" {
			endpoint = TurnstileVerifyURL
		}
	}
	form := url.Values{"secret": {s.cfg.BotCheckSecret}, "response": {token}}
	if ip := clientIP(ctx); ip != "" {
		form.Set("remoteip", ip)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, strings.NewReader(form.Encode()))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, err := s.http.Do(req)
	if err != nil {
		s.log.Error("bot-check unreachable", "provider", s.cfg.BotCheckProvider, "err", err)
		return apperr.Input("recaptcha", MsgBotCheck)
	}
	defer resp.Body.Close()
	var body struct {
		Success bool     `json:"success"`
		Score   *float64 `json:"score"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&body); err != nil || !body.Success {
		return apperr.Input("recaptcha", MsgBotCheck)
	}
	if s.cfg.BotCheckProvider == "recaptcha" && body.Score != nil && *body.Score < recaptchaMinScore {
		return apperr.Input("recaptcha", MsgBotCheck)
	}
	return nil
}
