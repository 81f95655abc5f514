package agreement

import (
	"context"
	"errors"

	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/file"
	"github.com/reachmissions/reach/backend/internal/model"
)

// RegisterFileRule sets who attaches and who sees agreement files (model.FileTypeAgreementFile):
// staff who may edit agreements attach them to an agreement (attachedTo = its id); staff who
// may list agreements see every one, and a request acting for a party's contact sees the files
// of the attachments of an agreement it may read (PortalStatuses, no templates). An attachment
// carried into a new version, or into an agreement made from a template, keeps its file, so the
// parties of that agreement see it too.
func (s *Service) RegisterFileRule(files *file.Service) {
	files.Register(model.FileTypeAgreementFile, file.Rule{
		CanAttach: func(ctx context.Context, v *auth.Viewer, attachedTo string) (bool, error) {
			if v == nil || !v.Can(auth.PermEditAdminAgreement) || attachedTo == "" {
				return false, nil
			}
			a, err := s.store.GetAgreement(ctx, attachedTo)
			if errors.Is(err, db.ErrNotFound) {
				return false, nil
			}
			if err != nil {
				return false, err
			}
			return a.DeletedAt == nil, nil
		},
		CanViewFile: func(ctx context.Context, v *auth.Viewer, f *model.File) (bool, error) {
			if v == nil || v.ContactRefused {
				return false, nil
			}
			if isStaff(v) {
				return true, nil
			}
			return s.store.PartyFileVisible(ctx, f.ID, v.ContactID, PortalStatuses)
		},
	})
}
