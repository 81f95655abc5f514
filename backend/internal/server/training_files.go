package server

import (
	"context"

	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/file"
	"github.com/reachmissions/reach/backend/internal/model"
)

// trainingFileURLs gives training courses and files their download links from
// the files domain; a file the viewer may not see gets no link.
type trainingFileURLs struct{ files *file.Service }

func (t trainingFileURLs) FileURLs(ctx context.Context, fileIDs []string) (map[string]string, error) {
	out := make(map[string]string, len(fileIDs))
	for _, id := range fileIDs {
		if _, done := out[id]; done {
			continue
		}
		f, err := t.files.Get(ctx, id)
		if err != nil {
			continue
		}
		url, err := t.files.URL(ctx, f, "orig")
		if err != nil {
			return nil, err
		}
		if url != "" {
			out[id] = url
		}
	}
	return out, nil
}

// registerTrainingFileRule lets everyone who may list training courses see and
// download training files; attaching them stays with staff (edit-admin-training).
func registerTrainingFileRule(files *file.Service) {
	files.Register(model.FileTypeTrainingFile, file.Rule{
		CanAttach: func(_ context.Context, v *auth.Viewer, _ string) (bool, error) {
			return v != nil && v.Can(auth.PermEditAdminTraining), nil
		},
		CanView: func(_ context.Context, v *auth.Viewer, _ string) (bool, error) {
			return v != nil && v.Can(auth.PermListUserTrainingCourse), nil
		},
	})
}
