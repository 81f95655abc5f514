package graph

import (
	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/model"
)

// toOutboxMail maps an outbox row onto OutboxMail.
func toOutboxMail(m *model.OutboxMail) *gqlmodel.OutboxMail {
	return &gqlmodel.OutboxMail{
		ID: m.ID, To: m.To, Subject: m.Subject, TextBody: m.TextBody, HTMLBody: m.HTMLBody,
		Kind: m.Kind, Status: m.Status, Error: m.Error, CreatedAt: m.CreatedAt, SentAt: m.SentAt,
		Attempts: m.Attempts, NextAttemptAt: m.NextAttemptAt,
	}
}

// outboxQuery reads react-admin's list arguments for the outbox: page from 0,
// 25 a page unless perPage says otherwise, newest first unless sortOrder is ASC.
func outboxQuery(page, perPage *int, sortField, sortOrder *string, filter *gqlmodel.OutboxMailFilter) db.OutboxQuery {
	p := listArgs(page, perPage, sortField, sortOrder).ListPage(true)
	q := db.OutboxQuery{Sort: p.Sort, Desc: p.Desc, Offset: p.Offset, Limit: p.Limit}
	if filter != nil {
		q.IDs, q.Q, q.To, q.Kind = filter.Ids, valueOrEmpty(filter.Q), valueOrEmpty(filter.To), valueOrEmpty(filter.Kind)
		q.Status = valueOrEmpty(filter.Status)
	}
	return q
}
