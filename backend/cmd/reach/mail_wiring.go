package main

import (
	"log/slog"

	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/mail"
)

// newMailSender returns the mail service `reach serve` gives the server: the
// outbox, plus SMTP delivery when REACH_SMTP_URL is set. The caller runs its
// retry loop (Run) and closes it at shutdown.
func newMailSender(cfg config.Config, d *bundb.DB, log *slog.Logger) (*mail.Service, error) {
	s, err := mail.NewService(d, cfg, mail.Options{Logger: log})
	if err != nil {
		return nil, err
	}
	if s.SMTPEnabled() {
		log.Info("mail is delivered over SMTP and kept in the outbox")
	} else {
		log.Info("mail is kept in the outbox only (REACH_SMTP_URL is empty)")
	}
	return s, nil
}
