// Package server is Reach's HTTP face: the gin router with GraphQL (POST and
// websocket), /healthz, the Google sign-in callback, the agreement PDF and its
// public /verify pages, a person's data export, /readyz, and the built apps, behind
// security headers, request logging and body limits.
package server

import (
	"context"
	"errors"
	"io/fs"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/reachmissions/reach/backend/graph"
	"github.com/reachmissions/reach/backend/internal/agreement"
	"github.com/reachmissions/reach/backend/internal/audit"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/contact"
	"github.com/reachmissions/reach/backend/internal/country"
	"github.com/reachmissions/reach/backend/internal/dashboard"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/erasure"
	"github.com/reachmissions/reach/backend/internal/file"
	"github.com/reachmissions/reach/backend/internal/giving"
	"github.com/reachmissions/reach/backend/internal/holisticproject"
	"github.com/reachmissions/reach/backend/internal/invite"
	"github.com/reachmissions/reach/backend/internal/link"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/metrics"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/peoplegroup"
	"github.com/reachmissions/reach/backend/internal/personaldata"
	"github.com/reachmissions/reach/backend/internal/prayer"
	"github.com/reachmissions/reach/backend/internal/report"
	"github.com/reachmissions/reach/backend/internal/simplelist"
	"github.com/reachmissions/reach/backend/internal/testimony"
	"github.com/reachmissions/reach/backend/internal/training"
	"github.com/reachmissions/reach/backend/internal/upgstats"
	"github.com/reachmissions/reach/backend/internal/user"
)

// Options are what the server is built from.
type Options struct {
	Config config.Config
	DB     *bundb.DB
	Mail   mail.Sender
	// Apps are the built apps (web.Apps()); nil serves a page saying they are not built.
	Apps fs.FS
	Log  *slog.Logger
	// Hasher overrides the one made from Config (tests use a cheap one).
	Hasher *auth.Hasher
	// HTTPClient, BotCheckURL and GoogleIssuer let tests point outgoing calls at fakes.
	HTTPClient   *http.Client
	BotCheckURL  string
	GoogleIssuer string
	// Now is the clock; default time.Now.
	Now func() time.Time
	// WebsocketInitTimeout replaces WebsocketInitTimeout (tests).
	WebsocketInitTimeout time.Duration
}

// Server is a running Reach: its services and its HTTP handler.
type Server struct {
	Users *user.Service
	// Audit is the audit trail: what is recorded outside a request (an erasure, a backup) goes
	// in through it too.
	Audit *audit.Service
	// Agreements sends the automatic signing reminders (RunReminders).
	Agreements *agreement.Service
	// Reports feeds undoable approvals once their window has passed (RunEffects).
	Reports *report.Service
	// Giving records gifts, charges and refunds (the demo gives through it).
	Giving *giving.Service
	Events *bundb.EventBus
	Files  *file.Service
	// Metrics are what REACH_METRICS_ADDR serves (metrics.Serve).
	Metrics *metrics.Metrics
	handler http.Handler
	log     *slog.Logger
}

// New builds the server.
func New(o Options) (*Server, error) {
	if o.Log == nil {
		o.Log = slog.Default()
	}
	events := bundb.NewEventBus(o.DB, o.Log)
	trail := audit.New(o.DB, auditActors(o.DB), o.Log)
	if o.Now != nil {
		trail.SetClock(o.Now)
	}
	outbox, err := outboxService(o)
	if err != nil {
		return nil, err
	}
	users := user.New(user.Options{
		Config: o.Config, Store: o.DB, Events: events, Mail: o.Mail, Outbox: outbox, Hasher: o.Hasher, Log: o.Log,
		HTTPClient: o.HTTPClient, BotCheckURL: o.BotCheckURL, GoogleIssuer: o.GoogleIssuer, Now: o.Now,
	})
	users.Audit = trail
	invites := invite.New(o.DB, outbox, auth.Can, o.Config)
	invites.Audit = trail
	if o.Now != nil {
		invites.Now = o.Now
	}
	givingSvc := giving.New(giving.Options{
		Store: o.DB, Provider: giving.ProviderFor(o.Config, o.DB, o.Log, o.Now), Invites: invites, Mail: o.Mail, Outbox: outbox, PublicURL: o.Config.PublicURL,
		Org:           giving.Org{Name: o.Config.OrgName, Address: o.Config.OrgAddress, TaxID: o.Config.OrgTaxID},
		WebhookSecret: o.Config.StripeWebhookSecret, Log: o.Log, Now: o.Now,
		// A gift recorded by a webhook or the sandbox changes public numbers (a group's
		// adoptions, a project's funding): every instance forgets its public answers.
		Changed: func(ctx context.Context) { events.Forget(ctx, bundb.CachePublic) },
	})
	files, err := newFiles(o, users)
	if err != nil {
		return nil, err
	}
	links := link.New(o.DB)
	resolver := &graph.Resolver{Config: o.Config, Log: o.Log, Users: users, Invites: invites, Mail: outbox, PeopleGroups: peoplegroup.New(o.DB), Giving: givingSvc, Files: files,
		Links: links, Prayer: prayer.New(o.DB, links), Testimonies: testimony.New(o.DB, links), UpgStats: upgstats.New(o.DB, links),
		Training: training.New(o.DB), SimpleLists: simplelist.New(o.DB), Contacts: contact.New(o.DB, users)}
	resolver.PeopleGroups.Links = links
	resolver.Contacts.SetMail(outbox, o.Config.PublicURL, o.Config.SupportEmail)
	if o.Now != nil {
		resolver.Contacts.Now = o.Now // a membership's start is compared with an agreement's
	}
	resolver.Browse = peoplegroup.NewPublic(o.DB, o.DB, o.Config.HolisticFundID)
	resolver.Browse.Adoptions = giving.PublicAdoptions{Store: o.DB}
	resolver.HolisticProjects = holisticproject.New(o.DB, o.DB, resolver.Browse)
	resolver.HolisticProjects.Links = links
	resolver.HolisticProjects.Pictures = holisticproject.FilePictures{Files: files}
	resolver.Training.Files = training.FileLinks{Files: files}
	training.RegisterFileRule(files)
	resolver.Agreements = agreement.New(o.DB, outbox, o.Config.PublicURL)
	resolver.Agreements.RegisterFileRule(files)
	resolver.Reports = report.New(o.DB, links)
	resolver.Reports.Events = events
	resolver.Reports.Names = contactName(o.DB)
	report.RegisterUpgQuarterly(resolver.Reports, report.UpgDeps{CanCreate: links.CanCreateUpgQuarterlyReport, ContactExists: contactExists(o.DB)})
	report.RegisterTrainingEvent(resolver.Reports, report.TrainingDeps{CanCreate: training.CanCreateTrainingReports, GroupRegion: groupRegion(o.DB)})
	report.RegisterTrainingQuarterly(resolver.Reports, report.TrainingDeps{CanCreate: training.CanCreateTrainingReports})
	resolver.Reports.SetMail(outbox, o.DB, o.Config.PublicURL)
	resolver.Reports.RegisterFileRule(files)
	resolver.Countries = country.New(o.DB)
	resolver.Dashboard = dashboard.New(o.DB)
	// Erasing a person; the audit trail records each erasure once it is committed.
	resolver.Erasure = &erasure.Service{
		Store: o.DB, Files: files.Store(), Drop: outbox, Log: o.Log, Now: o.Now, Recorder: erasureTrail{trail},
		Changed: func(ctx context.Context) { events.Forget(ctx, bundb.CachePublic) },
	}
	if o.Config.BackupDir != "" {
		resolver.Dashboard.Backups = &dashboard.Backups{Runs: o.DB, Every: o.Config.BackupEvery}
	}
	resolver.Audit, resolver.Reports.Audit, resolver.Agreements.Audit, givingSvc.Audit = trail, trail, trail, trail
	if o.Now != nil {
		resolver.Dashboard.Now = o.Now
		resolver.Agreements.Now, resolver.Reports.Now, resolver.Countries.Now = o.Now, o.Now, o.Now
		resolver.Browse.Now, resolver.HolisticProjects.Now = o.Now, o.Now
		links.Now, resolver.Prayer.Now, resolver.Testimonies.Now, resolver.UpgStats.Now = o.Now, o.Now, o.Now, o.Now
		resolver.Training.Now, resolver.SimpleLists.Now, resolver.Contacts.Now = o.Now, o.Now, o.Now
	}
	// On PostgreSQL every instance listens from the start: what another one changes empties
	// this one's caches (public answers, sessions).
	if err := events.Start(context.Background()); err != nil {
		return nil, err
	}
	s := &Server{Users: users, Audit: trail, Events: events, Files: files, Agreements: resolver.Agreements, Reports: resolver.Reports, Giving: givingSvc, log: o.Log}
	s.Metrics = newMetrics(o.DB, o.Now)

	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	if err := r.SetTrustedProxies(o.Config.TrustedProxies); err != nil {
		return nil, err
	}
	r.Use(countRequests(s.Metrics), recovery(o.Log), requestLog(o.Log), securityHeaders(o.Config), requestLanguage)

	initTimeout := o.WebsocketInitTimeout
	if initTimeout <= 0 {
		initTimeout = WebsocketInitTimeout
	}
	gql := newGraphQLHandler(resolver, users, o.Config, initTimeout, s.Metrics, o.Log)
	public := newPublicResponseCache(o.Now, resolver.Browse.Forget)
	s.Metrics.CacheCounts(metrics.CachePublic, public.counts)
	events.OnForget(bundb.CachePublic, public.forgetAll)
	public.changed = func(ctx context.Context) { events.Forget(ctx, bundb.CachePublic) }
	gql.Use(public)
	gql.Use(newQueriesInTurn(o.Config.GraphQLConcurrency)) // after the cache: a cached answer does not queue
	r.POST("/graphql", limitBody(MaxBodyBytes), afterAnswer, s.authenticate(users), gin.WrapH(gql))
	r.GET("/graphql", newWebsocketGate(MaxWebsocketsPerAddress).handle, s.authenticate(users), gin.WrapH(gql))
	registerFileRoutes(r, files, s.authenticate(users), o.Config.UploadMaxBytes, o.Now)
	r.GET("/healthz", func(c *gin.Context) { c.String(http.StatusOK, "ok") })
	r.HEAD("/healthz", func(c *gin.Context) { c.Status(http.StatusOK) })
	ready := &readiness{db: o.DB, log: o.Log}
	s.Metrics.ReadyFunc(func() bool { return ready.check() == nil })
	r.GET(ReadyPath, ready.handle)
	r.HEAD(ReadyPath, ready.handle)
	r.GET(user.GoogleCallbackPath, googleCallbackPage)
	r.GET(user.GoogleCallbackPath+".js", googleCallbackScript)
	r.POST(StripeWebhookPath, stripeWebhook(givingSvc, o.Log))
	sandboxCheckoutRoutes(r, givingSvc.Sandbox(), o.Log)
	r.GET("/meta/hproject/:id", sharePage(resolver.HolisticProjects, o.Config, o.Log))
	r.GET(AgreementPDFPath, s.authenticate(users), agreementPDF(resolver.Agreements, o.Log))
	exports := personaldata.New(o.DB, givingSvc, resolver.Agreements)
	exports.Photos = files
	if o.Now != nil {
		exports.Now = o.Now
	}
	r.GET(PersonalDataPath, s.authenticate(users), personalDataExport(exports, trail, o.Log))
	r.GET(VerifyPath, verifyPage(resolver.Agreements, o.Log))
	r.GET(VerifyCheckPath, verifyCheck(resolver.Agreements, o.Log))
	r.GET(VerifyScriptPath, verifyScript)
	r.NoRoute(staticApps(o.Apps))
	s.handler = r
	return s, nil
}

// ReadyPath answers 200 when the database answers and its migrations are current, else 503
// (a load balancer's or an orchestrator's readiness probe); /healthz answers 200 while the
// process serves at all.
const ReadyPath = "/readyz"

// Handler is the server's HTTP handler.
func (s *Server) Handler() http.Handler { return s.handler }

// Close finishes the mailed links asked for (sent after their answers), ends subscriptions and
// stops listening for events.
func (s *Server) Close() error {
	s.Users.Close() // the mailed links asked for before, which run after their answers
	return s.Events.Close()
}

// outboxService is the mail service invites queue their mail with and the
// outbox listing reads: o.Mail itself when it is one, else (a test's mailbox)
// an outbox-only service on the same database.
func outboxService(o Options) (*mail.Service, error) {
	if s, ok := o.Mail.(*mail.Service); ok {
		return s, nil
	}
	cfg := o.Config
	cfg.SMTPURL = ""
	return mail.NewService(o.DB, cfg, mail.Options{Logger: o.Log, Now: o.Now})
}

// contactExists tells the report types whether a contact exists.
// groupRegion answers a people group's region code ("" when there is no such group).
func groupRegion(store *bundb.DB) func(ctx context.Context, id string) (string, error) {
	return func(ctx context.Context, id string) (string, error) {
		g, err := store.GetPeopleGroup(ctx, id)
		if errors.Is(err, db.ErrNotFound) {
			return "", nil
		}
		if err != nil {
			return "", err
		}
		return g.RegionCode, nil
	}
}

// contactName answers a contact's full name ("" when there is no such contact).
func contactName(store *bundb.DB) func(ctx context.Context, id string) (string, error) {
	return func(ctx context.Context, id string) (string, error) {
		c, err := store.GetContact(ctx, id)
		if errors.Is(err, db.ErrNotFound) {
			return "", nil
		}
		if err != nil {
			return "", err
		}
		return c.FullName, nil
	}
}

func contactExists(store *bundb.DB) func(ctx context.Context, id string) (bool, error) {
	return func(ctx context.Context, id string) (bool, error) {
		_, err := store.GetContact(ctx, id)
		if errors.Is(err, db.ErrNotFound) {
			return false, nil
		}
		return err == nil, err
	}
}

// auditActors names the acting user in the audit trail: their name and email as they are now,
// kept in the entry as they were then.
func auditActors(d *bundb.DB) audit.Actors {
	return func(ctx context.Context, userID string) (string, string, error) {
		u, err := d.GetUserByID(ctx, userID)
		if err != nil {
			return "", "", err
		}
		return u.Name, u.Email, nil
	}
}

// erasureTrail records an erasure in the audit trail: the admin, the reason and what was kept,
// with the person named only by the placeholder (the entry must not bring back what it erased).
type erasureTrail struct{ trail *audit.Service }

func (r erasureTrail) Erased(ctx context.Context, actorUserID string, e *model.Erasure) error {
	target := e.ContactID
	if e.UserID != nil {
		target = *e.UserID
	}
	changes := audit.Changes{}.Add("reason", "", e.Reason).
		Add("gifts kept", "", strconv.Itoa(e.GiftsKept)).
		Add("signed agreements kept", "", strconv.Itoa(e.AgreementsKept)).
		Add("mail removed", "", strconv.Itoa(e.MailRemoved))
	return r.trail.Record(ctx, audit.Entry{ActorID: actorUserID, Kind: audit.KindPersonErased, TargetType: audit.TargetPerson,
		TargetID: target, TargetLabel: erasure.ErasedPerson, Changes: changes})
}
