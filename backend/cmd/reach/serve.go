package main

import (
	"context"
	"crypto/rand"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/i18n"
	"github.com/reachmissions/reach/backend/internal/metrics"
	"github.com/reachmissions/reach/backend/internal/server"
	"github.com/reachmissions/reach/backend/internal/storage"
	"github.com/reachmissions/reach/backend/internal/user"
	"github.com/reachmissions/reach/backend/internal/web"
)

func serve(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	var df dbFlags
	df.register(fs)
	addr := fs.String("addr", "", "address to listen on (REACH_ADDR)")
	publicURL := fs.String("public-url", "", "the address people use (REACH_PUBLIC_URL)")
	noDemo := fs.Bool("no-demo", false, "do not create demo accounts on an empty database")
	if err := fs.Parse(args); err != nil {
		return err
	}
	cfg, err := config.FromEnv(getenv)
	if err != nil {
		return err
	}
	df.apply(&cfg)
	if *addr != "" {
		cfg.Addr = *addr
		if *publicURL == "" && getenv("REACH_PUBLIC_URL") == "" {
			// Links in mail should point where the server listens.
			if _, port, err := net.SplitHostPort(*addr); err == nil {
				cfg.PublicURL = "http://localhost:" + port
			}
		}
	}
	if *publicURL != "" {
		cfg.PublicURL = strings.TrimRight(*publicURL, "/")
	}
	log := newLogger(stderr)
	if cfg.Dev {
		// In development a message a language lacks is told once (it shows in English).
		i18n.OnMissing = func(lang, message string) {
			log.Warn("message not translated", "language", lang, "message", message)
		}
	}
	demo := !*noDemo
	if demo && cfg.LiveSite() {
		// An https address is a real site: demo accounts there would include an admin whose one
		// password is printed to the output, which a service manager keeps in its logs.
		log.Warn("no demo accounts or demo data on an https public address (REACH_DEV is off); create the first admin with reach users create")
		demo = false
	}

	d, err := openDB(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := seed(ctx, cfg, d, demo, stdout, log); err != nil {
		return err
	}
	sender, err := newMailSender(cfg, d, log)
	if err != nil {
		return err
	}
	defer sender.Close()
	go sender.Run(ctx) // delivers due mail and retries failures; returns at once without SMTP
	srv, err := server.New(server.Options{Config: cfg, DB: d, Mail: sender, Apps: web.Apps(), Log: log})
	if err != nil {
		return err
	}
	defer srv.Close()
	if demo {
		if err := seedDemoTrainingFiles(ctx, d, srv.Files); err != nil {
			return err
		}
	}
	if bucket, ok := srv.Files.Store().(*storage.S3); ok {
		go checkBucketForBrowsers(ctx, bucket, cfg.PublicURL, log)
	}
	if cfg.PprofAddr != "" {
		if err := servePprof(ctx, cfg.PprofAddr, log); err != nil {
			return fmt.Errorf("REACH_PPROF_ADDR: %w", err)
		}
	}
	if cfg.MetricsAddr != "" {
		if _, err := metrics.Serve(ctx, cfg.MetricsAddr, srv.Metrics.Handler(cfg.MetricsToken), log); err != nil {
			return fmt.Errorf("REACH_METRICS_ADDR: %w", err)
		}
	}
	go srv.Files.RunCleanup(ctx)                   // removes uploads a day old, saved or not
	go srv.Agreements.RunReminders(ctx, log.Error) // reminds unsigned parties every N days, once across instances
	go srv.Reports.RunEffects(ctx, log.Error)      // feeds undoable approvals once their undo window has passed
	if cfg.BackupDir != "" {
		go scheduledBackups(cfg, d, log).Run(ctx) // a backup every REACH_BACKUP_EVERY, once across instances
	}
	if cfg.MetricsAddr != "" {
		go watchBackupAge(ctx, d, cfg.BackupEvery, log) // reach_backup_age_seconds, from memory at each scrape
	}

	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return err
	}
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second, IdleTimeout: 120 * time.Second}
	fmt.Fprintf(stdout, "Reach is running at %s (listening on %s)\n", cfg.PublicURL, ln.Addr())
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	seeded := make(chan struct{})
	if demo {
		// The demo's year of gifts, reports and agreements is made once the server listens:
		// the first sign-in does not wait for it (a few seconds; docs/benchmarks.md).
		go func() {
			defer close(seeded)
			if err := seedDemoActivity(ctx, cfg, d, sender, log); err != nil && ctx.Err() == nil {
				log.Error("demo data", "err", err)
			}
		}()
	} else {
		close(seeded)
	}
	select {
	case err := <-errc:
		<-seeded
		return err
	case <-ctx.Done():
	}
	<-seeded // a stopped seed ends with the item it was making undone
	log.Info("shutting down")
	shutCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_ = srv.Close() // ends subscriptions so websockets can close
	if err := hs.Shutdown(shutCtx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// demoAccounts are the users created on an empty database: one per role.
var demoAccounts = []struct{ username, name, role string }{
	{"demo-admin", "Demo Admin", auth.RoleAdmin},
	{"demo-staff", "Demo Staff", auth.RoleStaff},
	{"demo-coordinator", "Demo Coordinator", auth.RoleRegionalCoordinator},
	{"demo-field-worker", "Demo Field Worker", auth.RoleFieldWorker},
	{"demo-trainer", "Demo Trainer", auth.RoleTrainer},
	{"demo-partner", "Demo Partner", auth.RolePartner},
}

// seed fills an empty database: the embedded Joshua Project data when no
// people group is there, and (with demo) one account per role when there is
// no user, all with one generated password printed once, and demo-partner's
// household when there is none.
func seed(ctx context.Context, cfg config.Config, d *bundb.DB, demo bool, stdout io.Writer, log *slog.Logger) error {
	groups, err := d.Bun().NewSelect().TableExpr("people_groups").Count(ctx)
	if err != nil {
		return err
	}
	if groups == 0 {
		start := time.Now()
		summary, err := importJoshuaProject(ctx, d, nil)
		switch {
		case errors.Is(err, errImporterMissing):
			log.Warn("no people groups imported", "err", err)
		case err != nil:
			return fmt.Errorf("import Joshua Project data: %w", err)
		default:
			log.Info("imported Joshua Project data", "summary", summary, "ms", time.Since(start).Milliseconds())
		}
	}
	if !demo {
		return nil
	}
	if err := seedDemoProjects(ctx, d, log); err != nil {
		return err
	}
	users, err := d.CountUsers(ctx)
	if err != nil {
		return err
	}
	if users == 0 {
		password := demoPassword()
		svc := newUserService(cfg, d)
		for _, a := range demoAccounts {
			in := user.NewUserInput{Username: a.username, Name: a.name, Email: a.username + "@reach.local", Password: password, Roles: []string{a.role}}
			if _, err := svc.CreateUser(ctx, in, true); err != nil {
				return fmt.Errorf("create demo account %s: %w", a.username, err)
			}
		}
		if err := seedPortalDemo(ctx, d); err != nil {
			return fmt.Errorf("portal demo data: %w", err)
		}
		fmt.Fprintf(stdout, "\nDemo accounts (shown only now): demo-admin, demo-staff, demo-coordinator, demo-field-worker, demo-trainer, demo-partner\nPassword for all of them: %s\n\n", password)
	}
	return seedDemoHousehold(ctx, d, log)
}

// demoPassword returns a random password that passes the password rules.
func demoPassword() string {
	const (
		upper  = "ABCDEFGHJKLMNPQRSTUVWXYZ"
		lower  = "abcdefghijkmnopqrstuvwxyz"
		digits = "23456789"
		sym    = "-!@#%+="
	)
	pick := func(set string) byte {
		n, _ := rand.Int(rand.Reader, big.NewInt(int64(len(set))))
		return set[n.Int64()]
	}
	for {
		b := []byte{pick(upper), pick(digits), pick(sym)}
		all := upper + lower + digits + sym
		for len(b) < 18 {
			b = append(b, pick(all))
		}
		if user.ValidatePassword(string(b)) == nil {
			return string(b)
		}
	}
}

// checkBucketForBrowsers warns when the bucket would refuse the uploads browsers post to it
// from publicURL (its CORS), which Reach's own reads and writes of the bucket do not show.
func checkBucketForBrowsers(ctx context.Context, bucket *storage.S3, publicURL string, log *slog.Logger) {
	origin := storage.Origin(publicURL)
	if origin == "" {
		return
	}
	check, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	// Not when the server is stopping (ctx ended); a bucket that does not answer in time is told.
	if err := bucket.CheckBrowserUploads(check, origin); err != nil && ctx.Err() == nil {
		log.Warn("browsers cannot upload to the bucket", "err", err)
	}
}
