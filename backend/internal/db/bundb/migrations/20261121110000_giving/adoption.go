// Package givingmodel is a frozen copy of the giving models as their migration created them.
package givingmodel

import "time"

// Adoption and recurring payment statuses.
const (
	GiftActive    = "ACTIVE"
	GiftEnded     = "ENDED"
	GiftCancelled = "CANCELLED"
)

// FundReach is the people group or project id of a gift the organisation
// places itself (the Skip links): no people group or project is named.
const FundReach = "__reach__"

// Adoption is a sponsorship of a native missionary for a people group (or a
// commitment to pray for it). Amount is US cents: the monthly gift when
// DonationFrequency is set, else the one-time gift; 0 for prayer.
type Adoption struct {
	ID                string     `bun:"id,pk"`
	CheckoutSessionID string     `bun:"checkout_session_id,notnull,unique"`
	ContactID         *string    `bun:"contact_id"`
	AdopterName       string     `bun:"adopter_name,notnull"`
	PeopleGroupID     string     `bun:"people_group_id,notnull"`
	RegionCode        *string    `bun:"region_code"`
	Level             string     `bun:"level,notnull"`
	HasFieldWorker    bool       `bun:"has_field_worker,notnull"`
	HasRegionalCoord  bool       `bun:"has_regional_coord,notnull"`
	Status            string     `bun:"status,notnull"`
	Amount            int64      `bun:"amount,notnull"`
	DonationFrequency *string    `bun:"donation_frequency"`
	StartDate         *time.Time `bun:"start_date"`
	UnfundedAt        *time.Time `bun:"unfunded_at"`
	CommitToAdopt     bool       `bun:"commit_to_adopt,notnull"`
	CreatedAt         time.Time  `bun:"created_at,notnull"`
	UpdatedAt         time.Time  `bun:"updated_at,notnull"`
}

// ProjectSponsorship is a gift to a holistic project (or, with ProjectID
// FundReach, to the holistic fund). Amount is US cents (monthly when
// Recurring).
type ProjectSponsorship struct {
	ID                string     `bun:"id,pk"`
	CheckoutSessionID string     `bun:"checkout_session_id,notnull,unique"`
	ContactID         *string    `bun:"contact_id"`
	SponsorName       string     `bun:"sponsor_name,notnull"`
	ProjectID         string     `bun:"project_id,notnull"`
	ProjectName       string     `bun:"project_name,notnull"`
	RegionCode        *string    `bun:"region_code"`
	Region            *string    `bun:"region"`
	Amount            int64      `bun:"amount,notnull"`
	Recurring         bool       `bun:"recurring,notnull"`
	StartDate         *time.Time `bun:"start_date"`
	CommitToAdopt     bool       `bun:"commit_to_adopt,notnull"`
	CreatedAt         time.Time  `bun:"created_at,notnull"`
	UpdatedAt         time.Time  `bun:"updated_at,notnull"`
}
