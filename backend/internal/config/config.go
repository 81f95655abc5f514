// Package config is Reach's one table of settings: each is an environment
// variable with a type, a default and whether it is secret. Flags of
// `reach serve` override the environment.
package config

import (
	"fmt"
	"net"
	"os"
	"strconv"
	"strings"
	"time"
)

// Var describes one setting.
type Var struct {
	Name    string
	Default string
	Secret  bool
	Doc     string
}

// Vars is the table, in the order the README shows it.
var Vars = []Var{
	{"REACH_ADDR", "127.0.0.1:8080", false, "address `reach serve` listens on"},
	{"REACH_DATA_DIR", "./var", false, "folder for the SQLite database and local files"},
	{"REACH_DATABASE_URL", "", true, "empty = SQLite in the data folder; postgres://user:pass@host/db = PostgreSQL"},
	{"REACH_PUBLIC_URL", "http://localhost:8080", false, "the address people use, for links in mail and share pages"},
	{"REACH_SMTP_URL", "", true, "empty = keep mail in the outbox; smtp://user:pass@host:587 (STARTTLS) or smtps://...:465"},
	{"REACH_MAIL_FROM", "Reach <no-reply@reach.local>", false, "sender of outgoing mail"},
	{"REACH_SUPPORT_EMAIL", "support@reach.local", false, "address shown to users who need an administrator"},
	{"REACH_GOOGLE_CLIENT_ID", "", false, "Google OpenID Connect client id; empty hides Google sign-in"},
	{"REACH_GOOGLE_CLIENT_SECRET", "", true, "Google OpenID Connect client secret"},
	{"REACH_BOTCHECK_PROVIDER", "", false, "empty, recaptcha (v3) or turnstile: verified on sign-up"},
	{"REACH_BOTCHECK_SITE_KEY", "", false, "the bot-check's public site key"},
	{"REACH_BOTCHECK_SECRET", "", true, "the bot-check's secret key"},
	{"REACH_DEV", "false", false, "development mode: GraphQL introspection for everyone, verbose errors"},
	{"REACH_ARGON2_MEMORY_KIB", "9216", false, "argon2id memory per password hash (KiB); with 2 hashes at a time, 20 concurrent sign-ins on 2 cores stay under 300 ms p99 (docs/benchmarks.md)"},
	{"REACH_ARGON2_ITERATIONS", "2", false, "argon2id passes per password hash"},
	{"REACH_STRIPE_SECRET_KEY", "", true, "Stripe secret key (sk_live_... or sk_test_...); empty = the built-in sandbox checkout at /sandbox-checkout/{id}, where no money moves"},
	{"REACH_STRIPE_WEBHOOK_SECRET", "", true, "signing secret (whsec_...) of the Stripe webhook endpoint {REACH_PUBLIC_URL}/webhooks/stripe (events checkout.session.completed, checkout.session.async_payment_succeeded, invoice.paid, charge.refunded; API version 2023-10-16)"},
	{"REACH_STRIPE_API_URL", "", false, "Stripe API base address for tests or stripe-mock; empty = https://api.stripe.com"},
	{"REACH_SANDBOX_PAYMENTS", "false", false, "true = allow the sandbox checkout (no Stripe key) on a server whose REACH_PUBLIC_URL is https; without it such a server refuses to start, so a production site never records unpaid gifts as paid (REACH_DEV allows it too)"},
	{"REACH_TRUSTED_PROXIES", "", false, "comma-separated proxy addresses/CIDRs whose X-Forwarded-For is believed (rate limits per IP); empty = none"},
	{"REACH_ORG_NAME", "Reach", false, "the organisation's name on gift receipts and giving statements"},
	{"REACH_ORG_ADDRESS", "", false, "the organisation's postal address on gift receipts, lines separated by ';'"},
	{"REACH_ORG_TAX_ID", "", false, "the organisation's tax or charity registration number on gift receipts; empty leaves it out"},
	{"REACH_HOLISTIC_FUND_ID", "holistic-fund", false, "the fund the giving site's holistic Skip link gives to (the organisation picks the project)"},
	{"REACH_S3_ENDPOINT", "", false, "S3-compatible service URL (e.g. https://s3.eu-west-1.amazonaws.com or a MinIO/versitygw address); empty with a bucket = AWS"},
	{"REACH_S3_BUCKET", "", false, "empty = keep files on local disk in the data folder; a bucket name = keep them in that S3 bucket"},
	{"REACH_S3_REGION", "us-east-1", false, "the bucket's region (signs uploads and downloads)"},
	{"REACH_S3_ACCESS_KEY_ID", "", false, "S3 access key id"},
	{"REACH_S3_SECRET_ACCESS_KEY", "", true, "S3 secret access key"},
	{"REACH_S3_PATH_STYLE", "false", false, "address the bucket as ENDPOINT/BUCKET (MinIO, versitygw) instead of BUCKET.ENDPOINT-HOST"},
	{"REACH_UPLOAD_MAX_BYTES", "20971520", false, "largest file a user may upload, in bytes (20 MiB)"},
	{"REACH_PPROF_ADDR", "", false, "address of Go's profiler (net/http/pprof) for measuring Reach, e.g. 127.0.0.1:6060; empty = off; a loopback address only, unless REACH_DEV"},
	{"REACH_METRICS_ADDR", "", false, "address of the Prometheus metrics (GET /metrics), on a listener of its own, e.g. 127.0.0.1:9090; empty = off; another than a loopback address only with REACH_METRICS_TOKEN (docs/operations.md)"},
	{"REACH_METRICS_TOKEN", "", true, "bearer token a scrape of REACH_METRICS_ADDR must send (`Authorization: Bearer ...`), at least 16 characters; empty = none (loopback only)"},
	{"REACH_BACKUP_DIR", "", false, "folder `reach serve` writes scheduled backups into (docs/operations.md); empty = no scheduled backups"},
	{"REACH_BACKUP_EVERY", "24h", false, "how often a scheduled backup is taken (a Go duration such as 24h or 6h, at least 1m); one instance at a time takes it"},
	{"REACH_BACKUP_KEEP", "14", false, "how many scheduled backups are kept in REACH_BACKUP_DIR; older ones are removed after each new one"},
	{"REACH_GRAPHQL_CONCURRENCY", "0", false, "GraphQL queries executed at once; later ones wait their turn in arrival order, which keeps the slowest answers close to the typical ones under load (docs/benchmarks.md); mutations and subscriptions do not wait; 0 = two per CPU"},
}

// Config is the resolved configuration.
type Config struct {
	Addr               string
	DataDir            string
	DatabaseURL        string
	PublicURL          string
	SMTPURL            string
	MailFrom           string
	SupportEmail       string
	GoogleClientID     string
	GoogleClientSecret string
	BotCheckProvider   string
	BotCheckSiteKey    string
	BotCheckSecret     string
	Dev                bool
	Argon2MemoryKiB    uint32
	Argon2Iterations   uint32
	// StripeSecretKey empty means the sandbox checkout.
	StripeSecretKey     string
	StripeWebhookSecret string
	StripeAPIURL        string
	// SandboxPayments allows the sandbox checkout on an https public address.
	SandboxPayments bool
	// TrustedProxies are the proxies whose X-Forwarded-For names the client.
	TrustedProxies []string
	// OrgName, OrgAddress (lines separated by ';') and OrgTaxID head gift receipts.
	OrgName, OrgAddress, OrgTaxID string
	// HolisticFundID is the fund of the holistic Skip link (holisticFundId).
	HolisticFundID string
	// S3 keeps files in a bucket when S3Bucket is set; else on local disk.
	S3Endpoint        string
	S3Bucket          string
	S3Region          string
	S3AccessKeyID     string
	S3SecretAccessKey string
	S3PathStyle       bool
	// UploadMaxBytes is the largest upload.
	UploadMaxBytes int64
	// GraphQLConcurrency is how many GraphQL queries execute at once (0: two per CPU).
	GraphQLConcurrency int
	// PprofAddr is where the profiler listens (empty: nowhere).
	PprofAddr string
	// MetricsAddr is where the Prometheus metrics are served (empty: nowhere); MetricsToken
	// the bearer token a scrape must send (empty: none, and MetricsAddr is a loopback address).
	MetricsAddr, MetricsToken string
	// BackupDir is where scheduled backups go (empty: none are taken); BackupEvery how often,
	// BackupKeep how many are kept.
	BackupDir   string
	BackupEvery time.Duration
	BackupKeep  int
}

// FromEnv reads the configuration from the environment (getenv, usually os.Getenv).
func FromEnv(getenv func(string) string) (Config, error) {
	if getenv == nil {
		getenv = os.Getenv
	}
	get := func(name string) string {
		if v := getenv(name); v != "" {
			return v
		}
		for _, v := range Vars {
			if v.Name == name {
				return v.Default
			}
		}
		panic("config: unknown variable " + name)
	}
	c := Config{
		Addr:                get("REACH_ADDR"),
		DataDir:             get("REACH_DATA_DIR"),
		DatabaseURL:         get("REACH_DATABASE_URL"),
		PublicURL:           strings.TrimRight(get("REACH_PUBLIC_URL"), "/"),
		SMTPURL:             get("REACH_SMTP_URL"),
		MailFrom:            get("REACH_MAIL_FROM"),
		SupportEmail:        get("REACH_SUPPORT_EMAIL"),
		GoogleClientID:      get("REACH_GOOGLE_CLIENT_ID"),
		GoogleClientSecret:  get("REACH_GOOGLE_CLIENT_SECRET"),
		BotCheckProvider:    get("REACH_BOTCHECK_PROVIDER"),
		BotCheckSiteKey:     get("REACH_BOTCHECK_SITE_KEY"),
		BotCheckSecret:      get("REACH_BOTCHECK_SECRET"),
		StripeSecretKey:     get("REACH_STRIPE_SECRET_KEY"),
		StripeWebhookSecret: get("REACH_STRIPE_WEBHOOK_SECRET"),
		StripeAPIURL:        strings.TrimRight(get("REACH_STRIPE_API_URL"), "/"),
		HolisticFundID:      strings.TrimSpace(get("REACH_HOLISTIC_FUND_ID")),
		OrgName:             strings.TrimSpace(get("REACH_ORG_NAME")),
		OrgAddress:          strings.TrimSpace(get("REACH_ORG_ADDRESS")),
		OrgTaxID:            strings.TrimSpace(get("REACH_ORG_TAX_ID")),
		S3Endpoint:          strings.TrimRight(get("REACH_S3_ENDPOINT"), "/"),
		S3Bucket:            get("REACH_S3_BUCKET"),
		S3Region:            get("REACH_S3_REGION"),
		S3AccessKeyID:       get("REACH_S3_ACCESS_KEY_ID"),
		S3SecretAccessKey:   get("REACH_S3_SECRET_ACCESS_KEY"),
		PprofAddr:           strings.TrimSpace(get("REACH_PPROF_ADDR")),
		MetricsAddr:         strings.TrimSpace(get("REACH_METRICS_ADDR")),
		MetricsToken:        get("REACH_METRICS_TOKEN"),
		BackupDir:           strings.TrimSpace(get("REACH_BACKUP_DIR")),
	}
	var err error
	if c.Dev, err = strconv.ParseBool(get("REACH_DEV")); err != nil {
		return c, fmt.Errorf("REACH_DEV: %w", err)
	}
	mem, err := strconv.ParseUint(get("REACH_ARGON2_MEMORY_KIB"), 10, 32)
	if err != nil || mem < 8*1024 {
		return c, fmt.Errorf("REACH_ARGON2_MEMORY_KIB must be a number of KiB, at least 8192")
	}
	it, err := strconv.ParseUint(get("REACH_ARGON2_ITERATIONS"), 10, 32)
	if err != nil || it < 1 {
		return c, fmt.Errorf("REACH_ARGON2_ITERATIONS must be at least 1")
	}
	c.Argon2MemoryKiB, c.Argon2Iterations = uint32(mem), uint32(it)
	for _, p := range strings.Split(get("REACH_TRUSTED_PROXIES"), ",") {
		if p = strings.TrimSpace(p); p != "" {
			c.TrustedProxies = append(c.TrustedProxies, p)
		}
	}
	if c.S3PathStyle, err = strconv.ParseBool(get("REACH_S3_PATH_STYLE")); err != nil {
		return c, fmt.Errorf("REACH_S3_PATH_STYLE: %w", err)
	}
	if c.UploadMaxBytes, err = strconv.ParseInt(get("REACH_UPLOAD_MAX_BYTES"), 10, 64); err != nil || c.UploadMaxBytes < 1 {
		return c, fmt.Errorf("REACH_UPLOAD_MAX_BYTES must be a number of bytes, at least 1")
	}
	if c.GraphQLConcurrency, err = strconv.Atoi(get("REACH_GRAPHQL_CONCURRENCY")); err != nil || c.GraphQLConcurrency < 0 {
		return c, fmt.Errorf("REACH_GRAPHQL_CONCURRENCY must be a number, 0 or more")
	}
	if c.BackupEvery, err = time.ParseDuration(get("REACH_BACKUP_EVERY")); err != nil || c.BackupEvery < time.Minute {
		return c, fmt.Errorf("REACH_BACKUP_EVERY must be a duration such as 24h or 6h, at least 1m")
	}
	if c.BackupKeep, err = strconv.Atoi(get("REACH_BACKUP_KEEP")); err != nil || c.BackupKeep < 1 {
		return c, fmt.Errorf("REACH_BACKUP_KEEP must be a number of backups, at least 1")
	}
	if c.SandboxPayments, err = strconv.ParseBool(get("REACH_SANDBOX_PAYMENTS")); err != nil {
		return c, fmt.Errorf("REACH_SANDBOX_PAYMENTS: %w", err)
	}
	if c.StripeSecretKey == "" && !c.SandboxPayments && c.LiveSite() {
		return c, fmt.Errorf("REACH_STRIPE_SECRET_KEY is empty, so gifts would go through the sandbox checkout, where no money moves but gifts are recorded as paid; set the Stripe keys, or REACH_SANDBOX_PAYMENTS=true to run %s with sandbox payments on purpose", c.PublicURL)
	}
	if c.S3Bucket != "" && (c.S3AccessKeyID == "" || c.S3SecretAccessKey == "") {
		return c, fmt.Errorf("REACH_S3_BUCKET needs REACH_S3_ACCESS_KEY_ID and REACH_S3_SECRET_ACCESS_KEY")
	}
	if c.PprofAddr != "" && !c.Dev && !loopback(c.PprofAddr) {
		return c, fmt.Errorf("REACH_PPROF_ADDR must be a loopback address such as 127.0.0.1:6060 (the profiler shows the process's memory); set REACH_DEV to allow another")
	}
	if c.MetricsToken != "" && len(c.MetricsToken) < 16 {
		return c, fmt.Errorf("REACH_METRICS_TOKEN must be at least 16 characters (e.g. openssl rand -hex 32)")
	}
	if c.MetricsAddr != "" && c.MetricsToken == "" && !loopback(c.MetricsAddr) {
		return c, fmt.Errorf("REACH_METRICS_ADDR %s is not a loopback address: anyone who reaches it would read the metrics; set REACH_METRICS_TOKEN (Prometheus sends it as a bearer token) or listen on 127.0.0.1", c.MetricsAddr)
	}
	switch c.BotCheckProvider {
	case "", "recaptcha", "turnstile":
	default:
		return c, fmt.Errorf("REACH_BOTCHECK_PROVIDER must be empty, recaptcha or turnstile")
	}
	return c, nil
}

// loopback tells whether addr (host:port) listens on this machine only.
func loopback(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// Table renders Vars as the README's markdown table.
func Table() string {
	var b strings.Builder
	b.WriteString("| variable | default | secret | what |\n|---|---|---|---|\n")
	vars := append([]Var(nil), Vars...)
	for _, v := range vars {
		secret := ""
		if v.Secret {
			secret = "yes"
		}
		def := v.Default
		if def != "" {
			def = "`" + def + "`"
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s |\n", v.Name, def, secret, v.Doc)
	}
	return b.String()
}

// LiveSite reports whether c is a real site people use: an https public address, REACH_DEV off.
// Such a site takes no sandbox payments unless told to and gets no demo accounts.
func (c Config) LiveSite() bool {
	return !c.Dev && strings.HasPrefix(strings.ToLower(c.PublicURL), "https://")
}
