package report

import (
	"context"
	"encoding/json"
	"errors"
	"slices"

	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/file"
	"github.com/reachmissions/reach/backend/internal/model"
)

// attachmentIDs are the attachment lists a report's fields hold.
type attachmentIDs struct {
	Public  []string `json:"publicAttachmentIds"`
	Private []string `json:"privateAttachmentIds"`
}

func attachmentsOf(fields string) attachmentIDs {
	var a attachmentIDs
	_ = json.Unmarshal([]byte(fields), &a) // fields is canonical JSON; lists of another shape name no files
	return a
}

// isPublic tells whether a report's fields list fileID among its public attachments and not
// among its private ones (a file in neither is private).
func (a attachmentIDs) isPublic(fileID string) bool {
	return slices.Contains(a.Public, fileID) && !slices.Contains(a.Private, fileID)
}

// RegisterFileRule sets who attaches and who sees report files (model.FileTypeReportFile,
// attachedTo = the report's id; issue 13 "Who sees what"):
//   - only a report's author attaches to it, or to the id of a report they are about to create
//     (a new report's form uploads before its first save);
//   - private attachments (privateAttachmentIds, and a file the report lists in neither) are
//     seen by staff and the author only;
//   - public attachments (publicAttachmentIds) also by the supporters of the report's people group
//     or project (any link on it: adopters, sponsors, field workers, coordinators) once the
//     report is APPROVED.
//
// Their pictures then show among the group's (PG_PHOTO) or project's (H_PHOTO) pictures.
// The uploader and staff see every file, as for every type (file.Service).
func (s *Service) RegisterFileRule(files *file.Service) {
	files.Register(model.FileTypeReportFile, file.Rule{
		CanAttach: func(ctx context.Context, v *auth.Viewer, attachedTo string) (bool, error) {
			if v == nil || v.ContactRefused || attachedTo == "" {
				return false, nil
			}
			r, err := s.store.GetReport(ctx, attachedTo)
			if errors.Is(err, db.ErrNotFound) {
				_, perr := uuid.Parse(attachedTo)
				return perr == nil, nil
			}
			if err != nil {
				return false, err
			}
			return IsAuthor(v, r), nil
		},
		CanViewFiles: s.canViewFiles,
	})
	files.RegisterGallery(model.FileTypePGPhoto, func(ctx context.Context, v *auth.Viewer, id string) ([]*model.File, error) {
		return s.pictures(ctx, v, id, false)
	})
	files.RegisterGallery(model.FileTypeHPhoto, func(ctx context.Context, v *auth.Viewer, id string) ([]*model.File, error) {
		return s.pictures(ctx, v, id, true)
	})
}

// canViewFiles decides for report files at once, reading their reports in one query.
func (s *Service) canViewFiles(ctx context.Context, v *auth.Viewer, files []*model.File) (map[string]bool, error) {
	out := map[string]bool{}
	if v == nil || v.ContactRefused {
		return out, nil
	}
	var ids []string
	for _, f := range files {
		if f.AttachedTo != nil && !slices.Contains(ids, *f.AttachedTo) {
			ids = append(ids, *f.AttachedTo)
		}
	}
	if len(ids) == 0 {
		return out, nil
	}
	rows, err := s.store.ReportFiles(ctx, ids, contactsOf(v))
	if err != nil {
		return nil, err
	}
	byID := make(map[string]*db.ReportFiles, len(rows))
	for _, r := range rows {
		byID[r.ID] = r
	}
	staff := IsStaff(v)
	for _, f := range files {
		if f.AttachedTo == nil {
			continue
		}
		r := byID[*f.AttachedTo]
		switch {
		case r == nil:
		case staff || r.CreatedBy == v.UserID:
			out[f.ID] = true
		default:
			out[f.ID] = r.Status == model.ReportApproved && r.Supporter && attachmentsOf(r.Fields).isPublic(f.ID)
		}
	}
	return out, nil
}

// pictures are the public pictures of the approved reports of people group (or project) id that
// v may see: all for staff, else those of reports whose group or project v supports.
func (s *Service) pictures(ctx context.Context, v *auth.Viewer, id string, project bool) ([]*model.File, error) {
	if v == nil || v.ContactRefused {
		return nil, nil
	}
	var contacts []string
	if !IsStaff(v) {
		contacts = contactsOf(v)
	}
	rows, err := s.store.ApprovedReportPictures(ctx, id, project, v.UserID, contacts)
	if err != nil {
		return nil, err
	}
	out := make([]*model.File, 0, len(rows))
	for _, r := range rows {
		if r.IsPicture() && attachmentsOf(r.ReportFields).isPublic(r.ID) {
			f := r.File
			out = append(out, &f)
		}
	}
	return out, nil
}
