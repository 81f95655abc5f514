package contact

import (
	"context"
	"strings"

	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/link"
	"github.com/reachmissions/reach/backend/internal/model"
)

// The portal's names of the contact types (spec/03 §3 Contact), and the back office's they stand for.
const (
	UserContact   = "CONTACT"
	UserHousehold = "HOUSEHOLD"
	UserOrg       = "ORG"
)

var (
	userToType = map[string]string{UserContact: model.ContactIndividual, UserHousehold: model.ContactHousehold, UserOrg: model.ContactOrganization}
	typeToUser = map[string]string{model.ContactIndividual: UserContact, model.ContactHousehold: UserHousehold, model.ContactOrganization: UserOrg}
)

// UserType answers the portal's name of a back-office contact type (CONTACT for an unknown one).
func UserType(contactType string) string {
	if t, ok := typeToUser[contactType]; ok {
		return t
	}
	return UserContact
}

// Limits of the report pickers' contact list.
const (
	PickerFirst    = 24
	PickerMaxFirst = 1000
	// PickerMaxQ bounds the text searched.
	PickerMaxQ = 100
)

// PickerFilters narrow ForUser.
type PickerFilters struct {
	// Types are the portal's types (CONTACT, HOUSEHOLD, ORG).
	Types           []string
	FieldWorker     bool
	PeopleGroupID   string
	RegionalCoordID string
	Q               string
	Desc            bool
}

// ForUser lists the contacts the viewer may file a report for, by name, from offset, reading
// first of them and telling whether more follow: staff (list-admin-contact) every contact; a
// regional coordinator the field workers of the groups and projects they coordinate; anyone else
// their own contacts (their individual contact, and the households and organisations they belong
// to, or the account they act for).
func (s *Service) ForUser(ctx context.Context, f PickerFilters, offset, first int) ([]*model.Contact, bool, error) {
	v, err := link.Viewer(ctx)
	if err != nil {
		return nil, false, err
	}
	q := db.UserContactQuery{FieldWorker: f.FieldWorker, PeopleGroupID: strings.TrimSpace(f.PeopleGroupID),
		RegionalCoordID: strings.TrimSpace(f.RegionalCoordID), Desc: f.Desc, Offset: offset, Limit: first + 1}
	for _, t := range f.Types {
		bt, ok := userToType[t]
		if !ok {
			return nil, false, apperr.Input("contactType", "Please choose CONTACT, HOUSEHOLD or ORG.")
		}
		q.Types = append(q.Types, bt)
	}
	q.Q = strings.TrimSpace(f.Q)
	if len([]rune(q.Q)) > PickerMaxQ {
		q.Q = string([]rune(q.Q)[:PickerMaxQ])
	}
	own := []string{v.ContactID}
	if v.UserContactID != "" && v.UserContactID != v.ContactID {
		own = append(own, v.UserContactID)
	}
	switch {
	case v.Can(auth.PermListAdminContact):
		q.All = true
	default:
		coord, err := s.store.CoordinatesAny(ctx, own)
		if err != nil {
			return nil, false, err
		}
		if coord {
			q.CoordinatedBy = own
		} else {
			q.Own = own
		}
	}
	rows, err := s.store.ListUserContacts(ctx, q)
	if err != nil {
		return nil, false, err
	}
	rows, more := db.Trim(rows, first)
	return rows, more, nil
}
