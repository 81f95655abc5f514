package graph

import (
	"context"

	"github.com/99designs/gqlgen/graphql"

	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/internal/model"
)

// The portal's people groups mapped onto GraphQL.

// groupDetailFields are the PeopleGroup fields that read the groupCounts loader.
var groupDetailFields = map[string]bool{
	"statusAdopted": true, "statusCoordinator": true, "statusFieldWorker": true, "statusFunding": true,
	"statusHolisticProject": true, "statusSalvations": true, "statusChurches": true, "statusMovements": true,
	"reachStatusPercent": true, "numAdopters": true, "numFieldWorkers": true, "numHolisticProjects": true,
	"numRegionalCoords": true, "cumulativeStats": true,
}

// primeGroupLoaders primes the operation's loaders with the viewer's roles
// on a page of groups (as the list query answered them), and, when the
// operation asks for the detail figures, the figures in four queries: the
// cards cost no query each, whatever their number.
func (r *Resolver) primeGroupLoaders(ctx context.Context, pgs []*model.PeopleGroup, roles map[string][]string) error {
	if len(pgs) == 0 {
		return nil
	}
	ids := make([]string, len(pgs))
	for i, pg := range pgs {
		ids[i] = pg.ID
	}
	l := r.loadersFrom(ctx)
	for _, id := range ids {
		l.groupRoles.Prime(id, roles[id])
	}
	if fc := graphql.GetFieldContext(ctx); fc == nil || !selects(fc.Field.Selections, groupDetailFields) {
		return nil
	}
	all := r.Links.ReadsAllGroups(ctx)
	var visible []string
	for _, id := range ids {
		if all || len(roles[id]) > 0 {
			visible = append(visible, id)
		}
	}
	counts, err := r.PeopleGroups.UpgCounts(ctx, visible)
	if err != nil {
		return err
	}
	for _, id := range ids {
		l.groupCounts.Prime(id, counts[id])
	}
	return nil
}

// MovementPercent is the share of a people group born again that makes a movement (spec/03 §3
// and §9: "Movements (more than 2% born again)").
const MovementPercent = 2

func fundingFlag(c *model.UpgCounts) bool {
	return c.NumSponsors > 0 || c.LatestActiveAdoptions > 0
}

// movementFlag: more than MovementPercent of the group is born again, by Joshua Project's
// percentEvangelical or by the salvations approved reports counted against its population
// (docs/reports.md).
func movementFlag(c *model.UpgCounts, pg *gqlmodel.PeopleGroup) bool {
	if pg == nil {
		return false
	}
	if pg.PercentEvangelical != nil && *pg.PercentEvangelical > MovementPercent {
		return true
	}
	return pg.Population > 0 && int64(c.Cumulative.NumSalvations)*100 > int64(MovementPercent)*int64(pg.Population)
}

// reachStatusPercent is the share of the eight status flags that are set.
func reachStatusPercent(c *model.UpgCounts, pg *gqlmodel.PeopleGroup) int {
	flags := []bool{c.NumAdopters > 0, c.NumRegionalCoords > 0, c.NumFieldWorkers > 0, fundingFlag(c),
		c.NumHolisticProjects > 0, c.Cumulative.NumSalvations > 0, c.Cumulative.NumChurchesPlanted > 0, movementFlag(c, pg)}
	n := 0
	for _, f := range flags {
		if f {
			n++
		}
	}
	return n * 100 / len(flags)
}
