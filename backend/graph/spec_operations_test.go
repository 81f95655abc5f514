package graph_test

import (
	"testing"

	"github.com/vektah/gqlparser/v2/ast"

	"github.com/reachmissions/reach/backend/graph/generated"
)

// specOperations are the GraphQL operations the three specs name, with the arguments they name,
// spelled as the specs spell them (holisticProjectPriviledged, AllTrainingCoursesForUser). The
// apps call these names; a rename or a lost argument breaks the contract, so this list fails the
// build. An operation the specs describe without its exact name ("same five for
// UpgQuarterlyReportForUser (exact names not shown)") is listed under the name Reach gives it.
var specOperations = map[string][]struct {
	root, name string
	args       []string
}{
	"spec/01 public giving and sign-in": {
		{"Mutation", "signIntoUser", []string{"username", "password"}},
		{"Mutation", "signIntoUserWithGoogle", []string{"authResponseCode", "origin"}},
		{"Mutation", "signIntoUserWithMagicLink", []string{"code"}},
		{"Mutation", "signUpForUser", []string{"signUp"}},
		{"Mutation", "sendForgotPasswordLink", []string{"email"}},
		{"Mutation", "interpretForgotPasswordLink", []string{"code"}},
		{"Mutation", "resetPasswordWithLink", []string{"code", "password"}},
		{"Query", "userInvite", []string{"_id"}},
		{"Query", "myProfileForUser", nil},
		{"Mutation", "editMyProfileForUser", []string{"profile"}},
		{"Subscription", "myProfileUpdatesForUser", nil},
		{"Query", "allPeopleGroupsForPublic", []string{"first", "after", "filters", "sortBy"}},
		{"Query", "peopleGroupForPublic", []string{"_id"}},
		{"Query", "allAdoptionsForPublic", []string{"first", "after", "filters", "sortBy"}},
		{"Query", "allJPRegions", nil},
		{"Query", "allJPReligions", nil},
		{"Query", "allHolisticProjectsForPublic", []string{"first", "after", "filters", "sortBy"}},
		{"Query", "holisticProjectForPublic", []string{"_id"}},
		{"Query", "holisticFundId", nil},
		{"Query", "holisticProject", []string{"_id"}},
		{"Query", "holisticProjectPriviledged", []string{"_id"}},
		{"Query", "allHolisticProjects", nil},
		{"Query", "allHolisticProjectsPriviledged", nil},
		{"Mutation", "completeOnlineAdoption", []string{"paymentId"}},
		{"Mutation", "completeOnlineProjectSponsorship", []string{"paymentId"}},
	},
	"spec/02 signed-in portal": {
		{"Query", "allMyUpgXContactsForUser", nil},
		{"Query", "allPeopleGroupsForUser", nil},
		{"Query", "peopleGroupForUser", []string{"_id"}},
		{"Query", "allHolisticProjectsForUser", []string{"first", "after", "filters", "sortBy"}},
		{"Query", "holisticProjectForUser", []string{"_id"}},
		{"Query", "holisticProjectForCoord", []string{"_id"}},
		{"Query", "loanAgreementForUser", []string{"_id"}},
		{"Query", "allLoanAgreementsForUser", []string{"filters", "sortBy"}},
		{"Query", "allMousForUser", []string{"filters"}},
		{"Query", "mouForUser", []string{"_id"}},
		{"Query", "allMiraclesForUser", []string{"filters"}},
		{"Query", "allPrayerRequestsForUser", []string{"filters"}},
		{"Query", "allFilesForUser", []string{"filters"}},
		{"Query", "allUpgStatsRecordsForUser", nil},
		{"Query", "AllTrainingCoursesForUser", []string{"first", "after", "filters", "sortBy"}},
		{"Query", "TrainingCourseForUser", []string{"_id"}},
		{"Query", "AllTrainingFilesForUser", []string{"first", "after", "filters", "sortBy"}},
		{"Query", "simpleListForUser", []string{"name"}},
		{"Query", "CanCreateTrainingEventReport", nil},
		{"Query", "CanCreateTrainingQuarterlyReport", nil},
		{"Mutation", "getAttachmentUploadUrlForUser", []string{"attachment"}},
		{"Mutation", "saveProfilePhotoForUser", []string{"profilePhoto"}},
		{"Mutation", "saveAttachmentForUser", []string{"attachment"}},
		{"Mutation", "signLoanAgreement", []string{"signature"}},
		{"Mutation", "initialLoanAgreementSection", []string{"initials"}},
		{"Mutation", "signMouForUser", []string{"signature"}},
		{"Mutation", "initialMouSectionForUser", []string{"initials"}},
		{"Mutation", "VerifyEmailWithMagicLink", []string{"code"}},
		{"Mutation", "RequestVerifyEmailLink", nil},
	},
	"spec/03 reporting": {
		{"Query", "allContactsForUser", []string{"first", "after", "filters", "sortBy"}},
		{"Query", "allPeopleGroups", nil},
		{"Query", "peopleGroup", []string{"_id"}},
		{"Query", "allReports", []string{"filters"}},
		{"Query", "report", []string{"_id"}},
		{"Query", "holisticProposalForUser", []string{"_id"}},
		{"Query", "allHolisticProposalsForUser", nil},
		{"Query", "canCreateHolisticProposal", nil},
		{"Query", "holisticQuarterlyReportForUser", []string{"_id"}},
		{"Query", "allHolisticQuarterlyReportsForUser", []string{"filters"}},
		{"Query", "canCreateHolisticQuarterlyReport", []string{"holisticProjectId"}},
		{"Query", "allUpgQuarterlyReportsForUser", []string{"filters"}},
		{"Query", "upgQuarterlyReportForUser", []string{"_id"}},
		{"Query", "canCreateUpgQuarterlyReport", []string{"peopleGroupId"}},
		{"Query", "TrainingEventReportForUser", []string{"_id"}},
		{"Query", "AllTrainingEventReports", nil},
		{"Query", "TrainingQuarterlyReportForUser", []string{"_id"}},
		{"Query", "AllTrainingQuarterlyReports", nil},
		{"Query", "countries", nil},
		{"Query", "countryRegions", []string{"countryShortCode"}},
		{"Query", "allJPCountries", nil},
		{"Mutation", "createReport", []string{"report"}},
		{"Mutation", "updateReport", []string{"report"}},
		{"Mutation", "submitReport", []string{"reportId"}},
		{"Mutation", "unsubmitReport", []string{"reportId"}},
		{"Mutation", "createHolisticProposalForUser", []string{"report"}},
		{"Mutation", "updateHolisticProposalForUser", []string{"report"}},
		{"Mutation", "deleteHolisticProposalForUser", []string{"_id"}},
		{"Mutation", "submitHolisticProposalForUser", []string{"reportId"}},
		{"Mutation", "unsubmitHolisticProposalForUser", []string{"reportId"}},
		{"Mutation", "createHolisticQuarterlyReportForUser", []string{"report"}},
		{"Mutation", "updateHolisticQuarterlyReportForUser", []string{"report"}},
		{"Mutation", "deleteHolisticQuarterlyReportForUser", []string{"_id"}},
		{"Mutation", "submitHolisticQuarterlyReportForUser", []string{"holisticProjectId", "reportId"}},
		{"Mutation", "unsubmitHolisticQuarterlyReportForUser", []string{"holisticProjectId", "reportId"}},
		{"Mutation", "CreateTrainingEventReportForUser", []string{"report"}},
		{"Mutation", "UpdateTrainingEventReportForUser", []string{"report"}},
		{"Mutation", "SubmitTrainingEventReportForUser", []string{"reportId"}},
		{"Mutation", "unsubmitTrainingEventReportForUser", []string{"reportId"}},
		{"Mutation", "DeleteTrainingEventReportForUser", []string{"_id"}},
	},
}

func TestTheSpecsOperationsExist(t *testing.T) {
	schema := generated.NewExecutableSchema(generated.Config{}).Schema()
	for spec, ops := range specOperations {
		for _, op := range ops {
			var root *ast.Definition
			switch op.root {
			case "Query":
				root = schema.Query
			case "Mutation":
				root = schema.Mutation
			case "Subscription":
				root = schema.Subscription
			}
			f := root.Fields.ForName(op.name)
			if f == nil {
				t.Errorf("%s: %s %s is not in the schema", spec, op.root, op.name)
				continue
			}
			for _, a := range op.args {
				if f.Arguments.ForName(a) == nil {
					t.Errorf("%s: %s %s has no argument %q", spec, op.root, op.name, a)
				}
			}
			if f.Directives.ForName("public") == nil && f.Directives.ForName("hasPermission") == nil {
				t.Errorf("%s: %s %s carries neither @public nor @hasPermission", spec, op.root, op.name)
			}
		}
	}
}
