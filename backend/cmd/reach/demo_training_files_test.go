package main

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"testing"

	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb/bundbtest"
	"github.com/reachmissions/reach/backend/internal/file"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/storage"
	"github.com/reachmissions/reach/backend/internal/training"
)

// The demo's training screens have downloads to try: "Course overview" is a PDF handout and
// "The Master Plan - slides" a picture, both opened by demo-trainer; a second start adds nothing.
func TestDemoTrainingFilesHaveContent(t *testing.T) {
	ctx := context.Background()
	d := bundbtest.New(t)
	cfg, err := config.FromEnv(noEnv)
	if err != nil {
		t.Fatal(err)
	}
	cfg.DataDir = t.TempDir()
	if err := seed(ctx, cfg, d, true, io.Discard, slog.New(slog.NewTextHandler(io.Discard, nil))); err != nil {
		t.Fatal(err)
	}
	files := file.New(file.Options{Files: d, Store: storage.NewLocal(t.TempDir(), "https://reach.example")})
	training.RegisterFileRule(files)
	for range 2 {
		if err := seedDemoTrainingFiles(ctx, d, files); err != nil {
			t.Fatal(err)
		}
	}

	trainer, err := d.GetUserByUsername(ctx, "demo-trainer")
	if err != nil {
		t.Fatal(err)
	}
	asTrainer := &auth.Viewer{UserID: trainer.ID, Username: trainer.Username, Roles: []string{auth.RoleTrainer}, ContactID: trainer.ContactID, UserContactID: trainer.ContactID}
	entries, _, err := d.ListTrainingFiles(ctx, db.ListQuery{Limit: 100})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]byte{"Course overview": []byte("%PDF-"), "The Master Plan - slides": []byte("\x89PNG")}
	withContent := 0
	for _, tf := range entries {
		if tf.FileID == nil {
			continue
		}
		withContent++
		magic, ok := want[tf.FileName]
		if !ok {
			t.Fatalf("%q has content, only %v should", tf.FileName, want)
		}
		dl, err := files.Open(ctx, asTrainer, *tf.FileID, model.SizeOriginal, "", "")
		if err != nil {
			t.Fatalf("demo-trainer opens %q: %v", tf.FileName, err)
		}
		body, err := io.ReadAll(dl.Body)
		dl.Body.Close()
		if err != nil || !bytes.HasPrefix(body, magic) || len(body) < 500 {
			t.Fatalf("%q: %d bytes starting %q (%v), want a real %q file", tf.FileName, len(body), body[:min(8, len(body))], err, magic)
		}
	}
	if withContent != len(want) {
		t.Fatalf("%d training files with content after two starts, want %d", withContent, len(want))
	}
}
