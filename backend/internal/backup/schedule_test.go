package backup

import (
	"context"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/uptrace/bun/migrate"

	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/db/bundb/migrations"
)

// TestRestoreOlderMigrationLevel restores a backup taken at an older migration level (a
// database migrated only that far): the restore brings it up to date and keeps its rows.
func TestRestoreOlderMigrationLevel(t *testing.T) {
	ctx := context.Background()
	const before = "20261206090000" // the languages migration and those after it are not applied
	src := emptySite(t)
	d, err := bundb.Open(src.url, src.dataDir)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	older := migrate.NewMigrations()
	all := migrations.Migrations.Sorted()
	for _, m := range all {
		if m.Name < before {
			older.Add(m)
		}
	}
	m := migrate.NewMigrator(d.Bun(), older, migrate.WithMarkAppliedOnSuccess(true))
	if err := m.Init(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Bun().ExecContext(ctx, `INSERT INTO outbox_mails (id, to_addr, subject, text_body, kind, status, created_at, attempts)
		VALUES ('old-mail', 'donor@example.org', 'Your receipt', 'Thank you', 'test', 'OUTBOX', ?, 0)`, time.Now()); err != nil {
		t.Fatal(err)
	}
	src.db = d
	path, man, err := Take(ctx, src.options(t.TempDir()))
	if err != nil {
		t.Fatal(err)
	}
	if man.MigrationLevel >= before {
		t.Fatalf("backup at migration %s; want one before %s", man.MigrationLevel, before)
	}
	dst := emptySite(t)
	if _, err := Restore(ctx, dst.restoreOptions(path)); err != nil {
		t.Fatalf("restore an older backup: %v", err)
	}
	r, err := bundb.Open(dst.url, dst.dataDir)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	got, err := r.BackupSums(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if want := all[len(all)-1].Name; got.Level != want {
		t.Fatalf("restored database at migration %s; want %s", got.Level, want)
	}
	mail, err := r.GetOutboxMail(ctx, "old-mail")
	if err != nil || mail.Subject != "Your receipt" {
		t.Fatalf("the older backup's mail: %+v %v", mail, err)
	}
	var lang string
	if err := r.Bun().NewRaw("SELECT language FROM invites LIMIT 1").Scan(ctx, &lang); err != nil && !strings.Contains(err.Error(), "no rows") {
		t.Fatalf("a column of a later migration: %v", err)
	}
}

// TestScheduledBackupOnceAcrossInstances runs the schedule on two instances of one database
// at once over several periods: each period one backup is taken, by one of them; the oldest
// beyond Keep are removed; the runs are recorded and Status reports them.
func TestScheduledBackupOnceAcrossInstances(t *testing.T) {
	ctx := context.Background()
	src := siteWithFiles(t, 2)
	other, err := bundb.Open(src.url, src.dataDir)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	out := t.TempDir()
	var mu sync.Mutex
	now := time.Date(2026, 11, 1, 2, 0, 0, 0, time.UTC)
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	var taken atomic.Int32
	var failNext atomic.Bool
	sched := func(runs RunStore) *Scheduler {
		return &Scheduler{Runs: runs, Every: 24 * time.Hour, Keep: 2, Dir: out, Now: clock,
			Take: func(ctx context.Context) (string, error) {
				taken.Add(1)
				if failNext.Load() {
					return "", context.DeadlineExceeded
				}
				o := src.options(out)
				o.Now = clock
				p, _, err := Take(ctx, o)
				return p, err
			}}
	}
	a, b := sched(src.db), sched(other)
	for day := 0; day < 4; day++ {
		for round := 0; round < 3; round++ { // looked at several times a day, by both at once
			var wg sync.WaitGroup
			for _, s := range []*Scheduler{a, b} {
				wg.Add(1)
				go func() {
					defer wg.Done()
					if _, err := s.Once(ctx); err != nil {
						t.Errorf("day %d: %v", day, err)
					}
				}()
			}
			wg.Wait()
			mu.Lock()
			now = now.Add(time.Hour)
			mu.Unlock()
		}
		if got := int(taken.Load()); got != day+1 {
			t.Fatalf("after day %d: %d backups taken; want one a day", day, got)
		}
		mu.Lock()
		now = now.Add(21 * time.Hour)
		mu.Unlock()
	}
	entries, _ := Prune(out, 2, clock()) // nothing more to remove: the scheduler kept 2
	if len(entries) != 0 {
		t.Fatalf("prune found %v left over", entries)
	}
	whole := 0
	for _, e := range tree(t, out) {
		if strings.HasPrefix(e, folderPrefix) && strings.HasSuffix(strings.Fields(e)[0], "Z") {
			whole++
		}
	}
	if whole != 2 {
		t.Fatalf("%d backups kept; want REACH_BACKUP_KEEP = 2: %v", whole, tree(t, out))
	}
	st, err := Status(ctx, src.db, 24*time.Hour, clock())
	if err != nil {
		t.Fatal(err)
	}
	if st.Last == nil || !st.Last.OK || st.Warning || !strings.HasPrefix(st.Last.Path, out) {
		t.Fatalf("status after good backups: %+v", st)
	}
	// Two periods without a backup: a warning.
	if st, _ := Status(ctx, src.db, 24*time.Hour, clock().Add(49*time.Hour)); !st.Warning {
		t.Fatal("no warning when the last backup is older than two periods")
	}
	// A failed run: recorded, a warning, tried again soon rather than a day later.
	failNext.Store(true)
	if ran, err := a.Once(ctx); !ran || err == nil {
		t.Fatalf("failing run: ran %v, %v", ran, err)
	}
	st, _ = Status(ctx, src.db, 24*time.Hour, clock())
	if st.Last == nil || st.Last.OK || st.Last.Error == "" || !st.Warning || st.LastOK == nil {
		t.Fatalf("status after a failure: %+v", st)
	}
	failNext.Store(false)
	mu.Lock()
	now = now.Add(RetryAfter + time.Minute)
	mu.Unlock()
	if ran, err := b.Once(ctx); !ran || err != nil {
		t.Fatalf("the retry: ran %v, %v", ran, err)
	}
	if st, _ := Status(ctx, src.db, 24*time.Hour, clock()); st.Warning || !st.Last.OK {
		t.Fatalf("status after the retry: %+v", st)
	}
}
