package bundb

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/reachmissions/reach/backend/internal/model"
)

// querier runs the backup's reads on a pool, a pinned connection or a transaction.
type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

// BackupSnapshot implements the backup store: one consistent view of the whole database. On
// SQLite it writes the database's copy to dbFile with VACUUM INTO (an online copy: writers go
// on) and reads the copy; on PostgreSQL it exports a snapshot of a repeatable-read transaction,
// calls dump with the snapshot's name (pg_dump --snapshot) and reads in the same transaction, so
// the dump, the counts and the list of files are of one moment.
func (d *DB) BackupSnapshot(ctx context.Context, dbFile string, dump func(ctx context.Context, snapshot string) error) (model.BackupSnapshot, error) {
	if !d.dialect.pg {
		if _, err := d.bun.ExecContext(ctx, "VACUUM INTO ?", dbFile); err != nil {
			return model.BackupSnapshot{}, fmt.Errorf("copy the database (VACUUM INTO): %w", err)
		}
		// The copy keeps the live database's write-ahead log mode in its header; a plain
		// rollback journal leaves one self-contained file.
		cp, err := openSQLite("file:" + dbFile + "?_pragma=journal_mode(DELETE)&_pragma=busy_timeout(10000)")
		if err != nil {
			return model.BackupSnapshot{}, err
		}
		defer cp.Close()
		return readSnapshot(ctx, cp.bun, false, true)
	}
	conn, err := d.bun.Conn(ctx)
	if err != nil {
		return model.BackupSnapshot{}, err
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"); err != nil {
		return model.BackupSnapshot{}, err
	}
	defer conn.ExecContext(context.WithoutCancel(ctx), "ROLLBACK") //nolint:errcheck // read only
	var name string
	if err := conn.QueryRowContext(ctx, "SELECT pg_export_snapshot()").Scan(&name); err != nil {
		return model.BackupSnapshot{}, err
	}
	if err := dump(ctx, name); err != nil {
		return model.BackupSnapshot{}, err
	}
	return readSnapshot(ctx, conn, true, true)
}

// BackupSums implements the backup store: the migration level and every table's rows and
// checksum of the database as it is (a restored one, before its migrations run).
func (d *DB) BackupSums(ctx context.Context) (model.BackupSnapshot, error) {
	return readSnapshot(ctx, d.bun, d.dialect.pg, false)
}

// BackupEmpty implements the backup store: whether the database holds no table, as a restore's
// target must.
func (d *DB) BackupEmpty(ctx context.Context) (bool, error) {
	names, err := tableNames(ctx, d.bun, d.dialect.pg)
	return len(names) == 0, err
}

// OpenSQLiteReadOnly opens the SQLite file at path for reading only, writing nothing beside it
// (a backup's copy, checked by `reach backup verify`).
func OpenSQLiteReadOnly(path string) (*DB, error) {
	return openSQLite("file:" + path + "?mode=ro&immutable=1")
}

func readSnapshot(ctx context.Context, q querier, pg, files bool) (model.BackupSnapshot, error) {
	var s model.BackupSnapshot
	rows, err := q.QueryContext(ctx, "SELECT name FROM bun_migrations ORDER BY name DESC LIMIT 1")
	if err != nil {
		return s, fmt.Errorf("read the migration level: %w", err)
	}
	for rows.Next() {
		if err := rows.Scan(&s.Level); err != nil {
			rows.Close()
			return s, err
		}
	}
	rows.Close()
	names, err := tableNames(ctx, q, pg)
	if err != nil {
		return s, err
	}
	for _, name := range names {
		t, err := tableSum(ctx, q, pg, name)
		if err != nil {
			return s, fmt.Errorf("read table %s: %w", name, err)
		}
		s.Tables = append(s.Tables, t)
	}
	if files {
		if s.Files, err = fileRefs(ctx, q); err != nil {
			return s, fmt.Errorf("read the files table: %w", err)
		}
	}
	return s, nil
}

// tableNames lists the ordinary tables (SQLite's virtual full-text tables are left out: their
// content is in their shadow tables, which are listed).
func tableNames(ctx context.Context, q querier, pg bool) ([]string, error) {
	query := `SELECT name FROM sqlite_master WHERE type = 'table' AND substr(name, 1, 7) <> 'sqlite_' AND sql NOT LIKE 'CREATE VIRTUAL%' ORDER BY name`
	if pg {
		query = `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename COLLATE "C"`
	}
	return strings1(ctx, q, query)
}

func strings1(ctx context.Context, q querier, query string, args ...any) ([]string, error) {
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

func quoteIdent(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }

// tableSum counts a table's rows and hashes their content in the order of the primary key
// (PostgreSQL: of its text in byte order, whatever the server's collation), or of every column
// for a table without one.
func tableSum(ctx context.Context, q querier, pg bool, name string) (model.BackupTable, error) {
	t := model.BackupTable{Name: name}
	var pk []string
	var err error
	if pg {
		pk, err = strings1(ctx, q, `SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
			WHERE i.indrelid = ?::regclass AND i.indisprimary ORDER BY array_position(i.indkey::int2[], a.attnum)`, quoteIdent(name))
	} else {
		pk, err = strings1(ctx, q, `SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk`, name)
	}
	if err != nil {
		return t, err
	}
	order := make([]string, len(pk))
	for i, c := range pk {
		order[i] = quoteIdent(c)
		if pg {
			order[i] += `::text COLLATE "C"`
		}
	}
	query := "SELECT * FROM " + quoteIdent(name)
	if len(order) > 0 {
		query += " ORDER BY " + strings.Join(order, ", ")
	} else {
		// Without a primary key, every column in turn: their number from the catalog, so that
		// one query reads the table (a first query closed unread, then a second one, could read
		// the first's column list on PostgreSQL under load).
		var n []string
		if pg {
			n, err = strings1(ctx, q, `SELECT attname FROM pg_attribute WHERE attrelid = ?::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`, quoteIdent(name))
		} else {
			n, err = strings1(ctx, q, `SELECT name FROM pragma_table_info(?) ORDER BY cid`, name)
		}
		if err != nil {
			return t, err
		}
		all := make([]string, len(n))
		for i := range n {
			all[i] = strconv.Itoa(i + 1)
		}
		if len(all) > 0 {
			query += " ORDER BY " + strings.Join(all, ", ")
		}
	}
	rows, err := q.QueryContext(ctx, query)
	if err != nil {
		return t, err
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return t, err
	}
	h := sha256.New()
	for _, c := range cols {
		writeValue(h, c)
	}
	vals := make([]any, len(cols))
	ptrs := make([]any, len(cols))
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			return t, err
		}
		h.Write([]byte{'\n'})
		for _, v := range vals {
			writeValue(h, v)
		}
		t.Rows++
	}
	if err := rows.Err(); err != nil {
		return t, err
	}
	t.Checksum = hex.EncodeToString(h.Sum(nil))
	return t, nil
}

// writeValue writes v to h with its kind and length, so that no two rows hash alike by
// running one value into the next.
func writeValue(h hash.Hash, v any) {
	var kind byte
	var b []byte
	switch x := v.(type) {
	case nil:
		kind = '0'
	case int64:
		kind, b = 'i', strconv.AppendInt(nil, x, 10)
	case float64:
		kind, b = 'f', strconv.AppendFloat(nil, x, 'g', -1, 64)
		if math.IsNaN(x) {
			b = []byte("NaN")
		}
	case bool:
		kind, b = 'b', strconv.AppendBool(nil, x)
	case []byte:
		kind, b = 'x', x
	case string:
		kind, b = 's', []byte(x)
	case time.Time:
		kind, b = 't', []byte(x.UTC().Format(time.RFC3339Nano))
	default:
		kind, b = 'v', []byte(fmt.Sprint(x))
	}
	var n [9]byte
	n[0] = kind
	binary.BigEndian.PutUint64(n[1:], uint64(len(b)))
	h.Write(n[:])
	h.Write(b)
}

// fileRefs lists every stored object the files table names: each original and its sized
// variants, with the SHA-256 recorded when it was stored.
func fileRefs(ctx context.Context, q querier) ([]model.BackupFileRef, error) {
	rows, err := q.QueryContext(ctx, `SELECT s3_key, sha256, size, uploaded, deleted_at IS NULL, images FROM files ORDER BY s3_key`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []model.BackupFileRef
	for rows.Next() {
		var key string
		var sum sql.NullString
		var size int64
		var uploaded, live bool
		var images sql.NullString
		if err := rows.Scan(&key, &sum, &size, &uploaded, &live, &images); err != nil {
			return nil, err
		}
		required := uploaded && live
		out = append(out, model.BackupFileRef{Key: key, SHA256: sum.String, Size: size, Required: required})
		var imgs []model.FileImage
		if images.String != "" {
			if err := json.Unmarshal([]byte(images.String), &imgs); err != nil {
				return nil, fmt.Errorf("file %s: images: %w", key, err)
			}
		}
		for _, im := range imgs {
			if im.S3Key == "" || im.S3Key == key {
				continue
			}
			out = append(out, model.BackupFileRef{Key: im.S3Key, SHA256: im.SHA256, Size: im.Size, Required: required})
		}
	}
	return out, rows.Err()
}

// backupScheduleID is the one row of backup_schedule.
const backupScheduleID = "schedule"

// ClaimBackup implements the backup store: when the scheduled backup is due (or was never
// run) and no instance holds it, this instance takes it by moving the due time on by every
// with a conditional update, holds it for lease, and records a run, all in one transaction;
// ok false means another instance has it or it is not due.
func (d *DB) ClaimBackup(ctx context.Context, now time.Time, every, lease time.Duration) (string, bool, error) {
	id := uuid.Must(uuid.NewV7()).String()
	claimed := false
	err := d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewInsert().Model(&model.BackupSchedule{ID: backupScheduleID, DueAt: now}).On("CONFLICT (id) DO NOTHING").Exec(ctx); err != nil {
			return err
		}
		var s model.BackupSchedule
		if err := d.dialect.forUpdate(tx.NewSelect().Model(&s).Where("id = ?", backupScheduleID)).Scan(ctx); err != nil {
			return err
		}
		if s.DueAt.After(now) || (s.LeaseUntil != nil && s.LeaseUntil.After(now)) {
			return nil
		}
		res, err := tx.NewUpdate().Model((*model.BackupSchedule)(nil)).
			Set("due_at = ?", now.Add(every)).Set("lease_until = ?", now.Add(lease)).
			Where("id = ?", backupScheduleID).Where("due_at = ?", s.DueAt).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return nil
		}
		if _, err := tx.NewInsert().Model(&model.BackupRun{ID: id, StartedAt: now}).Exec(ctx); err != nil {
			return err
		}
		claimed = true
		return nil
	})
	if err != nil {
		return "", false, translate(err)
	}
	return id, claimed, nil
}

// FinishBackup implements the backup store: records how the run ended and lets the schedule go;
// a non-zero retry brings the next run forward to then (after a failure).
func (d *DB) FinishBackup(ctx context.Context, id string, now time.Time, path, runErr string, retry time.Time) error {
	return translate(d.bun.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewUpdate().Model((*model.BackupRun)(nil)).
			Set("finished_at = ?", now).Set("ok = ?", runErr == "").Set("path = ?", path).Set("error = ?", runErr).
			Where("id = ?", id).Exec(ctx); err != nil {
			return err
		}
		if _, err := tx.NewUpdate().Model((*model.BackupSchedule)(nil)).Set("lease_until = NULL").Where("id = ?", backupScheduleID).Exec(ctx); err != nil {
			return err
		}
		if retry.IsZero() {
			return nil
		}
		_, err := tx.NewUpdate().Model((*model.BackupSchedule)(nil)).Set("due_at = ?", retry).
			Where("id = ?", backupScheduleID).Where("due_at > ?", retry).Exec(ctx)
		return err
	}))
}

// BackupRuns implements the backup store: the latest runs, newest first.
func (d *DB) BackupRuns(ctx context.Context, limit int) ([]*model.BackupRun, error) {
	var runs []*model.BackupRun
	err := d.bun.NewSelect().Model(&runs).OrderExpr("started_at DESC, id DESC").Limit(int64(limit)).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return runs, translate(err)
}
