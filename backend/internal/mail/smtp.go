package mail

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/smtp"
	"net/textproto"
	"net/url"
	"strings"

	"github.com/reachmissions/reach/backend/internal/model"
)

// smtpConfig is REACH_SMTP_URL parsed:
//
//	smtp://user:pass@host:587          STARTTLS when the server offers it
//	smtps://user:pass@host:465         TLS from the first byte
//	smtp://host:2525?tls=off           never TLS (local test servers)
//
// Without TLS the password is only sent with ?tls=off or to a loopback host.
type smtpConfig struct {
	host, addr     string
	implicitTLS    bool
	noTLS          bool
	user, password string
}

func parseSMTPURL(raw string) (*smtpConfig, error) {
	// The URL holds the password: errors name the part that is wrong, never the value.
	u, err := url.Parse(raw)
	if err != nil {
		return nil, errors.New("REACH_SMTP_URL is not a URL (smtp://user:pass@host:587 or smtps://user:pass@host:465)")
	}
	c := &smtpConfig{host: u.Hostname()}
	port := u.Port()
	switch u.Scheme {
	case "smtp":
		if port == "" {
			port = "587"
		}
	case "smtps":
		c.implicitTLS = true
		if port == "" {
			port = "465"
		}
	default:
		return nil, errors.New("REACH_SMTP_URL must start with smtp:// or smtps://")
	}
	if c.host == "" {
		return nil, errors.New("REACH_SMTP_URL has no host")
	}
	switch tlsOpt := u.Query().Get("tls"); tlsOpt {
	case "", "starttls":
	case "off":
		if c.implicitTLS {
			return nil, errors.New("REACH_SMTP_URL: smtps:// cannot be used with tls=off")
		}
		c.noTLS = true
	default:
		return nil, errors.New("REACH_SMTP_URL: the tls option must be starttls or off")
	}
	if u.User != nil {
		c.user = u.User.Username()
		c.password, _ = u.User.Password()
	}
	c.addr = net.JoinHostPort(c.host, port)
	return c, nil
}

// sendSMTP delivers row over SMTP within ctx's deadline.
func (s *Service) sendSMTP(ctx context.Context, row *model.OutboxMail) error {
	cfg := s.smtp
	msg, err := buildMessage(s.from, s.replyTo, row)
	if err != nil {
		return err
	}
	tlsConf := &tls.Config{MinVersion: tls.VersionTLS12}
	if s.tls != nil {
		tlsConf = s.tls.Clone()
	}
	if tlsConf.ServerName == "" {
		tlsConf.ServerName = cfg.host
	}

	dialer := &net.Dialer{}
	var conn net.Conn
	if cfg.implicitTLS {
		conn, err = (&tls.Dialer{NetDialer: dialer, Config: tlsConf}).DialContext(ctx, "tcp", cfg.addr)
	} else {
		conn, err = dialer.DialContext(ctx, "tcp", cfg.addr)
	}
	if err != nil {
		return fmt.Errorf("connect to %s: %w", cfg.addr, err)
	}
	// net/smtp has no timeouts of its own: the deadline bounds every read and
	// write, and closing the connection ends the attempt when ctx ends early.
	if dl, ok := ctx.Deadline(); ok {
		_ = conn.SetDeadline(dl)
	}
	stop := context.AfterFunc(ctx, func() { conn.Close() })
	defer stop()

	c, err := smtp.NewClient(conn, cfg.host)
	if err != nil {
		conn.Close()
		return fmt.Errorf("greeting from %s: %w", cfg.addr, err)
	}
	defer c.Close()
	if err := c.Hello(s.helo); err != nil {
		return fmt.Errorf("EHLO: %w", err)
	}
	secure := cfg.implicitTLS
	if !secure && !cfg.noTLS {
		if ok, _ := c.Extension("STARTTLS"); ok {
			if err := c.StartTLS(tlsConf); err != nil {
				return fmt.Errorf("STARTTLS: %w", err)
			}
			secure = true
		}
	}
	if cfg.user != "" {
		if !secure && !cfg.noTLS && !isLoopback(cfg.host) {
			return errors.New("the SMTP server does not offer STARTTLS; refusing to send the password in clear (use smtps:// or add ?tls=off)")
		}
		var auth smtp.Auth
		_, mechs := c.Extension("AUTH")
		switch {
		case hasWord(mechs, "PLAIN"):
			auth = &plainAuth{user: cfg.user, password: cfg.password}
		case hasWord(mechs, "LOGIN"):
			auth = &loginAuth{user: cfg.user, password: cfg.password}
		default:
			return errors.New("the SMTP server offers neither AUTH PLAIN nor AUTH LOGIN")
		}
		if err := c.Auth(auth); err != nil {
			return fmt.Errorf("AUTH: %w", err)
		}
	}
	if err := c.Mail(s.from.Address); err != nil {
		return fmt.Errorf("MAIL FROM: %w", err)
	}
	if err := c.Rcpt(row.To); err != nil {
		return fmt.Errorf("RCPT TO: %w", err)
	}
	w, err := c.Data()
	if err != nil {
		return fmt.Errorf("DATA: %w", err)
	}
	if _, err := w.Write(msg); err != nil {
		return fmt.Errorf("DATA: %w", err)
	}
	if err := w.Close(); err != nil {
		return fmt.Errorf("DATA: %w", err)
	}
	if err := c.Quit(); err != nil {
		// The server took the mail (DATA ended with 250); a failing QUIT changes nothing.
		s.log.Debug("mail: QUIT", "mail", row.ID, "err", err)
	}
	return nil
}

// retryable tells whether another attempt may succeed: everything except a
// permanent (5xx) answer from the server.
func retryable(err error) bool {
	if errors.Is(err, errLinkGone) {
		return false
	}
	var pe *textproto.Error
	if errors.As(err, &pe) {
		return pe.Code < 500
	}
	return true
}

func isLoopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

func hasWord(list, w string) bool {
	for _, f := range strings.Fields(list) {
		if strings.EqualFold(f, w) {
			return true
		}
	}
	return false
}

// plainAuth is AUTH PLAIN (RFC 4616). Unlike net/smtp.PlainAuth it leaves the
// decision to send over a clear connection to sendSMTP (?tls=off).
type plainAuth struct{ user, password string }

func (a *plainAuth) Start(*smtp.ServerInfo) (string, []byte, error) {
	return "PLAIN", []byte("\x00" + a.user + "\x00" + a.password), nil
}

func (a *plainAuth) Next(_ []byte, more bool) ([]byte, error) {
	if more {
		return nil, errors.New("unexpected AUTH PLAIN challenge")
	}
	return nil, nil
}

// loginAuth is AUTH LOGIN, which some providers offer instead of PLAIN.
type loginAuth struct{ user, password string }

func (a *loginAuth) Start(*smtp.ServerInfo) (string, []byte, error) {
	return "LOGIN", nil, nil
}

func (a *loginAuth) Next(challenge []byte, more bool) ([]byte, error) {
	if !more {
		return nil, nil
	}
	switch strings.ToLower(strings.TrimSpace(string(challenge))) {
	case "username:", "user name", "username":
		return []byte(a.user), nil
	case "password:", "password":
		return []byte(a.password), nil
	}
	return nil, errors.New("unexpected AUTH LOGIN challenge")
}
