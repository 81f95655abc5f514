package graph_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/reachmissions/reach/backend/graph/graphtest"
	"github.com/reachmissions/reach/backend/internal/auth"
	"github.com/reachmissions/reach/backend/internal/contact"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/report"
)

// What every report form and decision shares (spec/03 §2 pickers, issue 13): the pickers, the
// author's mail on a hold or a rejection, and who sees a report's attachments.

const (
	countriesDoc   = `query($c: String!) { countries { shortCode name hasStates } countryRegions(countryShortCode: $c) { shortCode name } }`
	jpCountriesDoc = `query { allJPCountries { _id name continentCode regionCode } }`
	contactsForDoc = `query($first: Int, $after: String, $f: UserContactFilters, $s: [SortByInput!]) {
	  allContactsForUser(first: $first, after: $after, filters: $f, sortBy: $s) {
	    pageInfo { hasNextPage endCursor } edges { cursor node { _id contactType fullName } } } }`
	fileForUserDoc = `query($id: ID!) { fileForUser(_id: $id) { _id } }`
)

func TestCountryPickers(t *testing.T) {
	env := graphtest.New(t)
	var d struct {
		Countries []struct {
			ShortCode, Name string
			HasStates       bool
		}
		CountryRegions []struct{ ShortCode, Name string }
	}
	env.Do("", countriesDoc, map[string]any{"c": "US"}).MustDecode(&d)
	has := map[string]bool{}
	for _, c := range d.Countries {
		has[c.ShortCode] = c.HasStates
	}
	if len(d.Countries) < 240 || !has["US"] || !has["NG"] || has["FR"] {
		t.Fatalf("countries: %d, US %v, NG %v, FR %v", len(d.Countries), has["US"], has["NG"], has["FR"])
	}
	if !slices.IsSortedFunc(d.Countries, func(a, b struct {
		ShortCode, Name string
		HasStates       bool
	}) int {
		return strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name))
	}) {
		t.Error("countries are not by name")
	}
	if !slices.Contains(d.CountryRegions, struct{ ShortCode, Name string }{"CA", "California"}) || len(d.CountryRegions) != 51 {
		t.Fatalf("US regions (%d): %v", len(d.CountryRegions), d.CountryRegions)
	}
	env.Do("", countriesDoc, map[string]any{"c": "FR"}).MustDecode(&d)
	if len(d.CountryRegions) != 0 {
		t.Fatalf("France lists regions: %v", d.CountryRegions)
	}
	// Every country hasStates names has regions.
	for code, states := range has {
		if !states {
			continue
		}
		env.Do("", countriesDoc, map[string]any{"c": code}).MustDecode(&d)
		if len(d.CountryRegions) == 0 {
			t.Errorf("%s has states but lists none", code)
		}
	}
}

func TestJPCountries(t *testing.T) {
	env := graphtest.New(t)
	for _, c := range []*model.Country{{Code: "KE", Name: "Kenya", RegionCode: ptr("7"), ContinentCode: ptr("AFR")}, {Code: "AF", Name: "Afghanistan", RegionCode: ptr("5"), ContinentCode: ptr("ASI")}} {
		if _, err := env.DB.Bun().NewInsert().Model(c).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	var d struct {
		AllJPCountries []struct {
			ID                              string `json:"_id"`
			Name, ContinentCode, RegionCode string
		} `json:"allJPCountries"`
	}
	env.Do("", jpCountriesDoc, nil).MustDecode(&d)
	if len(d.AllJPCountries) != 2 || d.AllJPCountries[0].ID != "AF" || d.AllJPCountries[1].RegionCode != "7" || d.AllJPCountries[1].ContinentCode != "AFR" {
		t.Fatalf("JP countries: %+v", d.AllJPCountries)
	}
}

type userContactPage struct {
	AllContactsForUser struct {
		PageInfo struct {
			HasNextPage bool
			EndCursor   *string
		}
		Edges []struct {
			Cursor string
			Node   struct {
				ID          string `json:"_id"`
				ContactType string
				FullName    string
			}
		}
	}
}

func (p userContactPage) ids() []string {
	out := []string{}
	for _, e := range p.AllContactsForUser.Edges {
		out = append(out, e.Node.ID)
	}
	return out
}

func contactsFor(t *testing.T, env *graphtest.Env, token string, vars map[string]any) userContactPage {
	t.Helper()
	var p userContactPage
	env.Do(token, contactsForDoc, vars).MustDecode(&p)
	return p
}

func sameSet(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

func TestAllContactsForUserByRole(t *testing.T) {
	env := graphtest.New(t)
	staff, _ := env.SignInAs("staff")
	coord, coordU := env.SignInAs("regional-coordinator")
	fwTok, fw := env.SignInAs("field-worker")
	_, fw2 := env.SignInAs("field-worker")
	_, other := env.SignInAs("field-worker")
	partner, _ := env.SignInAs("partner")
	group, elsewhere := addGroup(t, env, "Kikuyu"), addGroup(t, env, "Maasai")
	project := addProject(t, env, "Well", group)
	linkGroup(t, env, coordU.ContactID, group, "REGIONAL_COORDINATOR")
	linkProject(t, env, coordU.ContactID, project, "REGIONAL_COORDINATOR")
	linkGroup(t, env, fw.ContactID, group, "FIELD_WORKER")
	linkProject(t, env, fw2.ContactID, project, "FIELD_WORKER")
	linkGroup(t, env, other.ContactID, elsewhere, "FIELD_WORKER")
	house := newContact(t, env, staff, "HOUSEHOLD", "Zebra household")
	org := newContact(t, env, staff, "ORGANIZATION", "Acme mission")
	addMember(t, env, staff, house.UnderscoreID, fw.ContactID)
	addMember(t, env, staff, org.UnderscoreID, fw.ContactID)

	all := contactsFor(t, env, staff, map[string]any{"first": 1000})
	if n := count(t, env, "contacts", ""); len(all.ids()) != n || all.AllContactsForUser.PageInfo.HasNextPage {
		t.Fatalf("staff see %d of %d contacts", len(all.ids()), n)
	}
	names := []string{}
	types := map[string]string{}
	for _, e := range all.AllContactsForUser.Edges {
		names = append(names, strings.ToLower(e.Node.FullName))
		types[e.Node.ID] = e.Node.ContactType
	}
	if !slices.IsSorted(names) {
		t.Errorf("not by name: %v", names)
	}
	if types[house.UnderscoreID] != "HOUSEHOLD" || types[org.UnderscoreID] != "ORG" || types[fw.ContactID] != "CONTACT" {
		t.Errorf("contact types: %v", types)
	}

	// A regional coordinator sees the field workers of what they coordinate, and only them.
	if got := contactsFor(t, env, coord, nil).ids(); !sameSet(got, []string{fw.ContactID, fw2.ContactID}) {
		t.Errorf("coordinator sees %v", got)
	}
	// Anyone else sees their own contacts: themself, their household and organisations.
	if got := contactsFor(t, env, fwTok, nil).ids(); !sameSet(got, []string{fw.ContactID, house.UnderscoreID, org.UnderscoreID}) {
		t.Errorf("field worker sees %v", got)
	}
	if got := contactsFor(t, env, fwTok, map[string]any{"f": map[string]any{"contactType": []string{"HOUSEHOLD", "ORG"}}}).ids(); !sameSet(got, []string{house.UnderscoreID, org.UnderscoreID}) {
		t.Errorf("field worker's groups: %v", got)
	}
	env.Do(partner, contactsForDoc, nil).MustFail("FORBIDDEN", "")

	// Filters: type, field workers of a group or of a coordinator, and the name.
	if got := contactsFor(t, env, staff, map[string]any{"f": map[string]any{"contactType": []string{"ORG"}}}).ids(); !sameSet(got, []string{org.UnderscoreID}) {
		t.Errorf("ORG: %v", got)
	}
	if got := contactsFor(t, env, staff, map[string]any{"f": map[string]any{"isFieldWorker": true, "peopleGroupId": group}}).ids(); !sameSet(got, []string{fw.ContactID}) {
		t.Errorf("field workers of the group: %v", got)
	}
	if got := contactsFor(t, env, staff, map[string]any{"f": map[string]any{"isFieldWorker": true, "regionalCoordId": coordU.ContactID}}).ids(); !sameSet(got, []string{fw.ContactID, fw2.ContactID}) {
		t.Errorf("field workers of the coordinator: %v", got)
	}
	if got := contactsFor(t, env, staff, map[string]any{"f": map[string]any{"isFieldWorker": true}}).ids(); !sameSet(got, []string{fw.ContactID, fw2.ContactID, other.ContactID}) {
		t.Errorf("field workers: %v", got)
	}
	if got := contactsFor(t, env, staff, map[string]any{"f": map[string]any{"q": "zebra"}}).ids(); !sameSet(got, []string{house.UnderscoreID}) {
		t.Errorf("q zebra: %v", got)
	}
	if got := contactsFor(t, env, staff, map[string]any{"f": map[string]any{"q": "%"}}).ids(); len(got) != 0 {
		t.Errorf("q %%: %v", got)
	}
	if got := contactsFor(t, env, staff, map[string]any{"f": map[string]any{"q": strings.Repeat("z", 5000)}}).ids(); len(got) != 0 {
		t.Errorf("a long q: %v", got)
	}

	// Pages of 2 follow each other without gaps or repeats.
	var paged []string
	var after any
	for range 20 {
		p := contactsFor(t, env, staff, map[string]any{"first": 2, "after": after})
		paged = append(paged, p.ids()...)
		if !p.AllContactsForUser.PageInfo.HasNextPage {
			break
		}
		after = *p.AllContactsForUser.PageInfo.EndCursor
	}
	if !slices.Equal(paged, all.ids()) {
		t.Errorf("paged %v, all %v", paged, all.ids())
	}
	desc := contactsFor(t, env, staff, map[string]any{"first": 1000, "s": []map[string]any{{"key": "fullName", "order": "DESC"}}}).ids()
	slices.Reverse(desc)
	if !slices.Equal(desc, all.ids()) {
		t.Error("descending is not the reverse")
	}
	if n := len(contactsFor(t, env, staff, nil).ids()); n > contact.PickerFirst {
		t.Errorf("default page %d", n)
	}
	env.Do(staff, contactsForDoc, map[string]any{"after": "nope"}).MustFail("BAD_USER_INPUT", "Bad cursor")
}

// outboxTo lists the mails queued to addr.
func outboxTo(t *testing.T, env *graphtest.Env, addr string) []*model.OutboxMail {
	t.Helper()
	var rows []*model.OutboxMail
	if err := env.DB.Bun().NewSelect().Model(&rows).Where("to_addr = ?", addr).Order("created_at").Scan(context.Background()); err != nil {
		t.Fatal(err)
	}
	return rows
}

func TestHoldAndRejectMailTheAuthor(t *testing.T) {
	p := newReportPeople(t)
	env := p.env
	r := p.create(t)
	id := map[string]any{"id": r.ID}
	p.do(t, p.ana, submitRptDoc, "submitReport", id)
	p.do(t, p.staff, holdRptDoc, "holdReport", map[string]any{"id": r.ID, "r": "Please name the villages."})
	mails := outboxTo(t, env, p.anaU.Email)
	link := env.Config.PublicURL + "/upgs/" + p.group + "/reports/view/" + r.ID
	if len(mails) != 1 || mails[0].Kind != "REPORT_HELD" || !strings.Contains(mails[0].TextBody, "Please name the villages.") ||
		!strings.Contains(mails[0].TextBody, link) || mails[0].HTMLBody == nil || !strings.Contains(*mails[0].HTMLBody, "Please name the villages.") {
		t.Fatalf("held: %d mails %+v", len(mails), mails)
	}
	if !strings.Contains(mails[0].TextBody, "people group quarterly report for "+r.Quarter) {
		t.Errorf("the mail does not name the report:\n%s", mails[0].TextBody)
	}
	// Refused transitions queue nothing: a hold of a held report, a decision by a non-staff.
	env.Do(p.staff, holdRptDoc, map[string]any{"id": r.ID, "r": "again"}).MustFail("CONFLICT", report.MsgNotPending)
	env.Do(p.ben, rejectRptDoc, map[string]any{"id": r.ID, "r": "no"}).MustFail("FORBIDDEN", "")
	if n := len(outboxTo(t, env, p.anaU.Email)); n != 1 {
		t.Fatalf("%d mails after refused transitions", n)
	}
	p.do(t, p.staff, rejectRptDoc, "rejectReport", map[string]any{"id": r.ID, "r": "Duplicate of the other report."})
	mails = outboxTo(t, env, p.anaU.Email)
	if len(mails) != 2 || mails[1].Kind != "REPORT_REJECTED" || !strings.Contains(mails[1].TextBody, "Duplicate of the other report.") || !strings.Contains(mails[1].TextBody, link) {
		t.Fatalf("rejected: %+v", mails)
	}
	env.Do(p.staff, rejectRptDoc, map[string]any{"id": r.ID, "r": "again"}).MustFail("CONFLICT", report.MsgRejected)
	env.Do(p.staff, approveRptDoc, id).MustFail("CONFLICT", report.MsgRejected)
	if n := len(outboxTo(t, env, p.anaU.Email)); n != 2 {
		t.Fatalf("%d mails after refused decisions", n)
	}
	// An approval sends no such mail.
	r2 := p.create(t)
	p.do(t, p.ana, submitRptDoc, "submitReport", map[string]any{"id": r2.ID})
	p.do(t, p.staff, approveRptDoc, "approveReport", map[string]any{"id": r2.ID})
	if n := len(outboxTo(t, env, p.anaU.Email)); n != 2 {
		t.Fatalf("%d mails after an approval", n)
	}
}

func TestReportPathsPerType(t *testing.T) {
	g, pr := "g1", "p1"
	for typ, want := range map[string]string{
		model.ReportPGQuarterly:      "/upgs/g1/reports/view/r1",
		model.ReportHolisticProgress: "/holistic-projects/p1/reports/view/r1",
		model.ReportHolisticReq:      "/holistic-proposals/view/r1",
		model.ReportTrainEvent:       "/training-reports/event/view/r1",
		model.ReportTrainQuarterly:   "/training-reports/quarterly/view/r1",
	} {
		if got := report.ViewPath(&model.Report{ID: "r1", Type: typ, PeopleGroupID: &g, HolisticProjectID: &pr}); got != want {
			t.Errorf("%s: %s, want %s", typ, got, want)
		}
	}
}

// A report's private attachments are seen by staff and its author only; its public ones also by
// the group's supporters once it is approved, when its public photos join the group's pictures.
func TestReportAttachmentsWhoSeesWhat(t *testing.T) {
	p := newReportPeople(t)
	env := p.env
	supporter, supporterU := env.SignInAs("partner")
	linkGroup(t, env, supporterU.ContactID, p.group, "ADOPTER")
	stranger, _ := env.SignInAs("partner")
	r := p.create(t)
	attach := map[string]any{"type": "REPORT_FILE", "attachedTo": r.ID}
	public := upload(t, env, p.ana, "church.jpg", "image/jpeg", testJPEG(t, 320, 240), attach)
	private := upload(t, env, p.ana, "ids.jpg", "image/jpeg", testJPEG(t, 320, 240), attach)
	p.do(t, p.ana, updateRptDoc, "updateReport", map[string]any{"r": map[string]any{"_id": r.ID, "fields": map[string]any{
		"numSalvations": 4, "receivedFinancialSupport": false, "numHeardForFirstTime": 9, "numWaterBaptisms": 2,
		"publicAttachmentIds": []string{public.ID}, "privateAttachmentIds": []string{private.ID}}}})

	// Only the author attaches to their report.
	uploadTry(t, env, p.zoe, "x.pdf", map[string]any{"type": "REPORT_FILE", "attachedTo": r.ID}).MustFail("FORBIDDEN", "")
	uploadTry(t, env, p.zoe, "x.pdf", map[string]any{"type": "REPORT_FILE"}).MustFail("FORBIDDEN", "")

	listed := func(token string, filters map[string]any) []string {
		t.Helper()
		var d struct {
			AllFilesForUser []struct {
				ID string `json:"_id"`
			}
		}
		env.Do(token, allFiles, map[string]any{"f": filters}).MustDecode(&d)
		out := []string{}
		for _, f := range d.AllFilesForUser {
			out = append(out, f.ID)
		}
		return out
	}
	reaches := func(token, fileID string) bool {
		t.Helper()
		res := env.Do(token, fileForUserDoc, map[string]any{"id": fileID})
		if res.Code() == "NOT_FOUND" {
			return false
		}
		var d struct{ FileForUser *struct{ ID string } }
		res.MustDecode(&d)
		return d.FileForUser != nil
	}
	ofReport := map[string]any{"type": "REPORT_FILE", "attachedTo": r.ID}
	pictures := map[string]any{"type": "PG_PHOTO", "attachedTo": p.group}
	check := func(stage string, token string, wantReport []string, wantPublic, wantPrivate bool, wantPictures []string) {
		t.Helper()
		if got := listed(token, ofReport); !sameSet(got, wantReport) {
			t.Errorf("%s: allFilesForUser of the report %v, want %v", stage, got, wantReport)
		}
		if got := reaches(token, public.ID); got != wantPublic {
			t.Errorf("%s: fileForUser(public) %v", stage, got)
		}
		if got := reaches(token, private.ID); got != wantPrivate {
			t.Errorf("%s: fileForUser(private) %v", stage, got)
		}
		if got := listed(token, pictures); !sameSet(got, wantPictures) {
			t.Errorf("%s: the group's pictures %v, want %v", stage, got, wantPictures)
		}
	}
	both := []string{public.ID, private.ID}
	check("draft, author", p.ana, both, true, true, []string{})
	check("draft, staff", p.staff, both, true, true, []string{})
	check("draft, supporter", supporter, []string{}, false, false, []string{})
	check("draft, coordinator", p.ben, []string{}, false, false, []string{})

	p.do(t, p.ana, submitRptDoc, "submitReport", map[string]any{"id": r.ID})
	check("pending, supporter", supporter, []string{}, false, false, []string{})
	p.do(t, p.staff, approveRptDoc, "approveReport", map[string]any{"id": r.ID})

	check("approved, supporter", supporter, []string{public.ID}, true, false, []string{public.ID})
	check("approved, coordinator", p.ben, []string{public.ID}, true, false, []string{public.ID})
	check("approved, author", p.ana, both, true, true, []string{public.ID})
	check("approved, staff", p.staff, both, true, true, []string{public.ID})
	check("approved, stranger", stranger, []string{}, false, false, []string{})

	if got := listed(supporter, map[string]any{"type": "REPORT_FILE"}); len(got) != 0 {
		t.Errorf("without attachedTo a supporter lists %v", got)
	}

	// Files of several reports are decided with one read of their reports (no query per report).
	r2 := p.create(t)
	public2 := upload(t, env, p.ana, "well.pdf", "application/pdf", pdfBytes, map[string]any{"type": "REPORT_FILE", "attachedTo": r2.ID})
	p.do(t, p.ana, updateRptDoc, "updateReport", map[string]any{"r": map[string]any{"_id": r2.ID, "fields": map[string]any{"publicAttachmentIds": []string{public2.ID},
		"numSalvations": 4, "receivedFinancialSupport": false, "numHeardForFirstTime": 9, "numWaterBaptisms": 2}}})
	p.do(t, p.ana, submitRptDoc, "submitReport", map[string]any{"id": r2.ID})
	p.do(t, p.staff, approveRptDoc, "approveReport", map[string]any{"id": r2.ID})
	counter := &queryCounter{table: "reports"}
	env.DB.Bun().AddQueryHook(counter)
	v := &auth.Viewer{UserID: supporterU.ID, Username: supporterU.Username, Roles: supporterU.Roles, ContactID: supporterU.ContactID, UserContactID: supporterU.ContactID}
	seen, err := env.Server.Files.Visible(auth.WithViewer(context.Background(), v), []string{public.ID, private.ID, public2.ID})
	if err != nil {
		t.Fatal(err)
	}
	if seen[public.ID] == nil || seen[private.ID] != nil || seen[public2.ID] == nil {
		t.Errorf("the supporter sees %v", seen)
	}
	if n := counter.n.Load(); n != 1 {
		t.Errorf("%d queries of reports for files of two reports, want 1", n)
	}
	// A non-picture public attachment is not among the group's pictures.
	if got := listed(supporter, pictures); !sameSet(got, []string{public.ID}) {
		t.Errorf("the group's pictures %v", got)
	}
}
