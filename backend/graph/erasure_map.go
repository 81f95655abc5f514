package graph

import (
	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/internal/model"
)

func mapErasure(e *model.Erasure) *gqlmodel.Erasure {
	return &gqlmodel.Erasure{
		ID: e.ID, UserID: e.UserID, ContactID: e.ContactID, ErasedByUserID: e.ErasedByUserID,
		Reason: e.Reason, Note: e.Note, GiftsKept: e.GiftsKept, AgreementsKept: e.AgreementsKept,
		MailRemoved: e.MailRemoved, FilesRemoved: e.FilesRemoved, ErasedAt: e.ErasedAt,
	}
}
