package file

import (
	"context"
	"time"
)

// cleanupEvery is how often RunCleanup looks for uploads to remove.
const cleanupEvery = time.Hour

// cleanupLease bounds one instance's hold on an upload it is removing; a
// crashed instance's uploads are taken up by another after it.
const cleanupLease = 5 * time.Minute

// RunCleanup removes the objects of uploads older than UploadRetention until
// ctx ends: at start, then every hour. Several instances may run it at once:
// each upload is claimed before its object is removed.
func (s *Service) RunCleanup(ctx context.Context) {
	t := time.NewTicker(cleanupEvery)
	defer t.Stop()
	for {
		if n, err := s.RemoveStaleUploads(ctx); err != nil {
			s.o.Log.Error("file: remove stale uploads", "removed", n, "err", err)
		} else if n > 0 {
			s.o.Log.Info("file: stale uploads removed", "removed", n)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// RemoveStaleUploads removes, once each, the objects at the upload keys of
// uploads issued more than UploadRetention ago: the bytes of an upload that
// was never saved, or of a second POST to a saved one's link (a saved file
// lives under its own key and is kept). It answers how many it removed.
func (s *Service) RemoveStaleUploads(ctx context.Context) (int, error) {
	removed := 0
	for {
		now := s.now()
		ups, err := s.o.Files.StaleUploads(ctx, now.Add(-UploadRetention), 100)
		if err != nil || len(ups) == 0 {
			return removed, err
		}
		progress := false
		for _, up := range ups {
			if ctx.Err() != nil {
				return removed, ctx.Err()
			}
			ok, err := s.o.Files.ClaimUpload(ctx, up.ID, now, now.Add(cleanupLease))
			if err != nil {
				return removed, err
			}
			if !ok {
				continue // another instance has it
			}
			progress = true
			if err := s.o.Store.Delete(ctx, up.S3Key); err != nil {
				s.o.Log.Error("file: remove an upload's object", "upload", up.ID, "err", err)
				continue // claimed: retried after the lease
			}
			if err := s.o.Files.UploadRemoved(ctx, up.ID, s.now()); err != nil {
				return removed, err
			}
			removed++
		}
		if !progress {
			return removed, nil
		}
	}
}
