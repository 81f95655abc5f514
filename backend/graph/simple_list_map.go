package graph

import (
	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/internal/model"
)

// Simple lists mapped onto GraphQL.

func simpleListToGQL(l *model.SimpleList) *gqlmodel.SimpleList {
	if l == nil {
		return nil
	}
	items := make([]*gqlmodel.SimpleListItem, len(l.List))
	for i, it := range l.List {
		items[i] = &gqlmodel.SimpleListItem{ID: it.ID, Key: it.Key, Content: it.Content}
	}
	return &gqlmodel.SimpleList{ID: l.ID, UnderscoreID: l.ID, Name: l.Name, List: items, CreatedAt: l.CreatedAt,
		CreatedBy: l.CreatedBy, UpdatedAt: l.UpdatedAt, UpdatedBy: l.UpdatedBy}
}

func simpleListItems(in []*gqlmodel.SimpleListItemInput) []model.SimpleListItem {
	if in == nil {
		return nil
	}
	out := make([]model.SimpleListItem, 0, len(in))
	for _, it := range in {
		if it != nil {
			out = append(out, model.SimpleListItem{ID: deref(it.ID), Key: it.Key, Content: it.Content})
		}
	}
	return out
}

func simpleListFilter(f *gqlmodel.SimpleListFilter) ([]string, *string, *string) {
	if f == nil {
		return nil, nil, nil
	}
	return f.Ids, f.Q, f.Name
}
