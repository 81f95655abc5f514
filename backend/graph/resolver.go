// Package graph holds Reach's GraphQL resolvers; resolver.go only wires
// dependencies, each <domain>.resolvers.go maps one schema file onto services.
package graph

import (
	"log/slog"

	"github.com/reachmissions/reach/backend/internal/agreement"
	"github.com/reachmissions/reach/backend/internal/audit"
	"github.com/reachmissions/reach/backend/internal/config"
	"github.com/reachmissions/reach/backend/internal/contact"
	"github.com/reachmissions/reach/backend/internal/country"
	"github.com/reachmissions/reach/backend/internal/dashboard"
	"github.com/reachmissions/reach/backend/internal/erasure"
	"github.com/reachmissions/reach/backend/internal/file"
	"github.com/reachmissions/reach/backend/internal/giving"
	"github.com/reachmissions/reach/backend/internal/holisticproject"
	"github.com/reachmissions/reach/backend/internal/invite"
	"github.com/reachmissions/reach/backend/internal/link"
	"github.com/reachmissions/reach/backend/internal/mail"
	"github.com/reachmissions/reach/backend/internal/peoplegroup"
	"github.com/reachmissions/reach/backend/internal/prayer"
	"github.com/reachmissions/reach/backend/internal/report"
	"github.com/reachmissions/reach/backend/internal/simplelist"
	"github.com/reachmissions/reach/backend/internal/testimony"
	"github.com/reachmissions/reach/backend/internal/training"
	"github.com/reachmissions/reach/backend/internal/upgstats"
	"github.com/reachmissions/reach/backend/internal/user"
)

//go:generate sh -c "cd .. && go run ./graph/gqlgen"

// Resolver is the root resolver: the services every domain resolver calls.
type Resolver struct {
	Config config.Config
	Log    *slog.Logger
	Users  *user.Service
	// Invites serves invite.graphqls.
	Invites *invite.Service
	// Mail is the mail Sender and serves outbox.graphqls.
	Mail *mail.Service
	// PeopleGroups serves people_group.graphqls.
	PeopleGroups *peoplegroup.Service
	// Giving serves giving.graphqls.
	Giving *giving.Service
	// Browse serves public_browse.graphqls (people groups, regions, religions, adoptions).
	Browse *peoplegroup.Public
	// HolisticProjects serves holistic_project.graphqls and the public project queries.
	HolisticProjects *holisticproject.Service
	// Files serves file.graphqls (uploads, pictures, download links).
	Files *file.Service
	// Contacts serves contact.graphqls (contacts, households, organisations and their members).
	Contacts *contact.Service
	// Links serves people_group_link.graphqls and says what a viewer may read.
	Links *link.Service
	// Prayer and Testimonies serve prayer.graphqls.
	Prayer      *prayer.Service
	Testimonies *testimony.Service
	// UpgStats serves upg_stats.graphqls.
	UpgStats *upgstats.Service
	// Training serves training.graphqls.
	Training *training.Service
	// SimpleLists serves simple_list.graphqls.
	SimpleLists *simplelist.Service
	// Agreements serves agreement.graphqls (loan agreements and MOUs).
	Agreements *agreement.Service
	// Reports serves report.graphqls (what every report type shares, and the staff's decisions).
	Reports *report.Service
	// Countries serves the report pickers' countries, states and Joshua Project countries.
	Countries *country.Service
	// Dashboard serves dashboard.graphqls (the back office's first screen).
	Dashboard *dashboard.Service
	// Audit serves audit.graphqls (the audit trail) and records the exports staff make.
	Audit *audit.Service
	// Erasure serves erasure.graphqls (erasing a person on request).
	Erasure *erasure.Service
}
