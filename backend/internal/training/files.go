package training

import (
	"context"

	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/file"
	"github.com/reachmissions/reach/backend/internal/model"
)

// FileLinks gives training courses and files their download links from the
// files domain, reading a page's files in one query; a file the viewer may
// not see gets no link.
type FileLinks struct{ Files *file.Service }

// FileURLs implements FileURLs.
func (t FileLinks) FileURLs(ctx context.Context, fileIDs []string) (map[string]string, error) {
	files, err := t.Files.Visible(ctx, fileIDs)
	if err != nil {
		return nil, err
	}
	out := make(map[string]string, len(files))
	for id, f := range files {
		url, err := t.Files.URL(ctx, f, model.SizeOriginal)
		if err != nil {
			return nil, err
		}
		if url != "" {
			out[id] = url
		}
	}
	return out, nil
}

// RegisterFileRule lets everyone who may list training courses see and
// download training files; attaching them stays with staff (edit-admin-training).
func RegisterFileRule(files *file.Service) {
	files.Register(model.FileTypeTrainingFile, file.Rule{
		CanAttach: func(_ context.Context, v *auth.Viewer, _ string) (bool, error) {
			return v != nil && v.Can(auth.PermEditAdminTraining), nil
		},
		CanView: func(_ context.Context, v *auth.Viewer, _ string) (bool, error) {
			return v != nil && v.Can(auth.PermListUserTrainingCourse), nil
		},
	})
}
