package metrics

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// Background jobs whose lag is told (Readings.JobLag).
const (
	JobMail          = "mail"                // the outbox delivery
	JobReportEffects = "report_effects"      // an undoable approval's effects once its window has passed
	JobReminders     = "agreement_reminders" // the automatic reminders of unsigned agreements' parties
)

// Readings are what the database says when Prometheus scrapes.
type Readings struct {
	// OutboxDepth is the mail waiting for an SMTP delivery (queued or retrying).
	OutboxDepth int64
	// FailedMail is the mail whose delivery failed for good.
	FailedMail int64
	// JobLag is, for each job (JobMail, JobReportEffects, JobReminders), how late the oldest due piece of
	// work is: 0 when nothing is due.
	JobLag map[string]time.Duration
}

// ReadingsTimeout bounds one read of the Readings; ReadingsKeep is how long a read (or its
// failure) answers the scrapes that follow, so a flood of scrapes reads the database at most
// once per ReadingsKeep.
const (
	ReadingsTimeout = 2 * time.Second
	ReadingsKeep    = 5 * time.Second
)

// Readings registers read, which the gauges of the outbox and the jobs' lag come from.
func (m *Metrics) Readings(read func(ctx context.Context) (Readings, error)) {
	m.reg.MustRegister(&readings{read: read, now: time.Now})
}

var (
	outboxDepthDesc = prometheus.NewDesc("reach_outbox_depth", "Mail waiting for an SMTP delivery (queued or retrying).", nil, nil)
	failedMailDesc  = prometheus.NewDesc("reach_outbox_failed", "Mail whose delivery failed for good (staff can resend it from the outbox).", nil, nil)
	jobLagDesc      = prometheus.NewDesc("reach_job_lag_seconds", "How late the oldest due piece of a background job's work is (0: nothing due).", []string{"job"}, nil)
	readOKDesc      = prometheus.NewDesc("reach_readings_ok", "1 when the last read of the outbox and jobs from the database succeeded within its timeout, else 0 (their gauges are then absent).", nil, nil)
)

type readings struct {
	read func(ctx context.Context) (Readings, error)
	now  func() time.Time
	mu   sync.Mutex
	at   time.Time
	last Readings
	err  error
}

func (r *readings) Describe(ch chan<- *prometheus.Desc) {
	ch <- outboxDepthDesc
	ch <- failedMailDesc
	ch <- jobLagDesc
	ch <- readOKDesc
}

func (r *readings) Collect(ch chan<- prometheus.Metric) {
	v, err := r.get()
	if err != nil {
		ch <- prometheus.MustNewConstMetric(readOKDesc, prometheus.GaugeValue, 0)
		return
	}
	ch <- prometheus.MustNewConstMetric(readOKDesc, prometheus.GaugeValue, 1)
	ch <- prometheus.MustNewConstMetric(outboxDepthDesc, prometheus.GaugeValue, float64(v.OutboxDepth))
	ch <- prometheus.MustNewConstMetric(failedMailDesc, prometheus.GaugeValue, float64(v.FailedMail))
	for _, job := range []string{JobMail, JobReportEffects, JobReminders} {
		ch <- prometheus.MustNewConstMetric(jobLagDesc, prometheus.GaugeValue, v.JobLag[job].Seconds(), job)
	}
}

// get answers the last reading while it is fresh; else one scrape reads, and the scrapes
// arriving meanwhile wait for its answer.
func (r *readings) get() (Readings, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if !r.at.IsZero() && r.now().Sub(r.at) < ReadingsKeep {
		return r.last, r.err
	}
	ctx, cancel := context.WithTimeout(context.Background(), ReadingsTimeout)
	defer cancel()
	r.last, r.err = r.read(ctx)
	r.at = r.now()
	return r.last, r.err
}

// backupAgeFunc answers the last good backup's age; ok false when there is none to tell.
var backupAgeFunc atomic.Pointer[func() (time.Duration, bool)]

// SetBackupAgeFunc sets where reach_backup_age_seconds comes from: f answers how long ago the
// last good backup finished, and ok false when there is none to tell (the gauge is then
// absent). f is called at each scrape and must answer at once (from memory).
func SetBackupAgeFunc(f func() (age time.Duration, ok bool)) {
	if f == nil {
		backupAgeFunc.Store(nil)
		return
	}
	backupAgeFunc.Store(&f)
}

var backupAgeDesc = prometheus.NewDesc("reach_backup_age_seconds", "How long ago the last good backup finished (absent until one is known).", nil, nil)

type backupAge struct{}

func (backupAge) Describe(ch chan<- *prometheus.Desc) { ch <- backupAgeDesc }

func (backupAge) Collect(ch chan<- prometheus.Metric) {
	f := backupAgeFunc.Load()
	if f == nil {
		return
	}
	if age, ok := (*f)(); ok {
		ch <- prometheus.MustNewConstMetric(backupAgeDesc, prometheus.GaugeValue, age.Seconds())
	}
}
