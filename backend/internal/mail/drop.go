package mail

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/reachmissions/reach/backend/internal/model"
)

// DropFolder is the folder, inside the data folder, where Reach writes every
// mail when no SMTP server is configured: one RFC 5322 file per mail
// ({created}-{outbox id}.eml, with an X-Reach-Kind header), links included,
// readable only by the account that runs Reach (folder 0700, files 0600).
// It is the mailbox of a Reach on a laptop; staff read the outbox's copy,
// in which one-time links are hidden.
const DropFolder = "mail"

// drop writes row, as its recipient would get it, into the mail drop folder.
// A failure is logged: the outbox row stays, and the person can ask again.
func (s *Service) drop(row *model.OutboxMail) {
	if s.dropDir == "" {
		return
	}
	if err := s.writeDrop(row); err != nil {
		s.log.Error("mail: write to the mail drop folder", "mail", row.ID, "kind", row.Kind, "err", err)
	}
}

func (s *Service) writeDrop(row *model.OutboxMail) error {
	msg, err := buildMessage(s.from, s.replyTo, deliverable(row))
	if err != nil {
		return err
	}
	if err := os.MkdirAll(s.dropDir, 0o700); err != nil {
		return err
	}
	name := fmt.Sprintf("%s-%s.eml", row.CreatedAt.UTC().Format("20060102T150405.000000Z"), row.ID)
	path := filepath.Join(s.dropDir, name)
	tmp := path + ".tmp"
	f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	_, werr := f.Write(append([]byte("X-Reach-Kind: "+oneLine(row.Kind)+"\r\n"), msg...))
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		_ = os.Remove(tmp)
		return werr
	}
	// Whole files only: a reader never sees half a mail.
	return os.Rename(tmp, path)
}

// RemoveDropped removes the mail drop folder's copies of the outbox rows ids (an erased
// person's mail); a copy already gone is no error.
func (s *Service) RemoveDropped(ids []string) error {
	if s.dropDir == "" || len(ids) == 0 {
		return nil
	}
	entries, err := os.ReadDir(s.dropDir)
	if os.IsNotExist(err) {
		return nil
	} else if err != nil {
		return err
	}
	want := make(map[string]bool, len(ids))
	for _, id := range ids {
		want["-"+id+".eml"] = true
	}
	var first error
	for _, e := range entries {
		name := e.Name()
		i := strings.Index(name, "-")
		if i < 0 || !want[name[i:]] {
			continue
		}
		if err := os.Remove(filepath.Join(s.dropDir, name)); err != nil && !os.IsNotExist(err) && first == nil {
			first = err
		}
	}
	return first
}
