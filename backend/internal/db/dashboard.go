package db

// What the staff dashboard counts (package dashboard), as the store answers it.

// DashboardTiles are the counts of what waits for staff.
type DashboardTiles struct {
	ReportsPending        int
	ReportsOnHold         int
	LoanAgreementsSigning int
	MOUsSigning           int
	FailedPayments        int
	FailedMail            int
}

// GivingMonth is what was paid in one month: Month is "YYYY-MM" (UTC), Cents
// the sum in US cents of the payments still PAID, Gifts how many.
type GivingMonth struct {
	Month string
	Cents int64
	Gifts int
}

// RegionAdoptions counts the adoptions of one region's people groups.
// RegionCode and Region are empty for adoptions that name no people group
// (placed by the organisation).
type RegionAdoptions struct {
	RegionCode string
	Region     string
	Adoptions  int
}

// MapCell counts the people groups whose point falls in one cell of the
// world map: Lat and Lon are the cell's south-west corner in whole degrees.
// Adopted groups have an active adoption; Formerly groups had adoptions, none
// active now.
type MapCell struct {
	Lat      int
	Lon      int
	Groups   int
	Adopted  int
	Formerly int
}
