package graph

import (
	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/internal/dashboard"
)

// dashboardToGQL maps the dashboard; the map's cells go as one flat array of
// five integers a cell.
func dashboardToGQL(s *dashboard.Summary) *gqlmodel.StaffDashboard {
	t := s.Tiles
	out := &gqlmodel.StaffDashboard{
		Tiles: &gqlmodel.DashboardTiles{
			ReportsPending: t.ReportsPending, ReportsOnHold: t.ReportsOnHold,
			LoanAgreementsSigning: t.LoanAgreementsSigning, MousSigning: t.MOUsSigning,
			FailedPayments: t.FailedPayments, FailedMail: t.FailedMail,
		},
		Since:             s.Since,
		Giving:            make([]*gqlmodel.GivingMonth, 0, len(s.Giving)),
		AdoptionsByRegion: make([]*gqlmodel.RegionAdoptions, 0, len(s.Regions)),
		PeopleGroupMap:    &gqlmodel.PeopleGroupMap{CellDegrees: dashboard.CellDegrees, Cells: make([]int, 0, 5*len(s.Cells))},
		Backup:            &gqlmodel.BackupState{Scheduled: s.Backup.Scheduled, LastAt: s.Backup.LastAt, Failed: s.Backup.Failed, Warning: s.Backup.Warning},
	}
	for _, m := range s.Giving {
		out.Giving = append(out.Giving, &gqlmodel.GivingMonth{Month: m.Month, UsdCents: float64(m.Cents), Gifts: m.Gifts})
	}
	for _, r := range s.Regions {
		out.AdoptionsByRegion = append(out.AdoptionsByRegion, &gqlmodel.RegionAdoptions{RegionCode: r.RegionCode, Region: r.Region, Adoptions: r.Adoptions})
	}
	for _, c := range s.Cells {
		out.PeopleGroupMap.Cells = append(out.PeopleGroupMap.Cells, c.Lat, c.Lon, c.Groups, c.Adopted, c.Formerly)
	}
	return out
}
