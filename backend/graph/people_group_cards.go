package graph

import (
	"context"
	"fmt"
	"io"
	"math"
	"strconv"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"

	"github.com/reachmissions/reach/backend/graph/gqlmodel"
)

// PeopleGroupCards returns the handler extension that writes the answer of allPeopleGroupsForUser
// (the portal's /upgs cards) and of allPeopleGroupsForPublic (the giving site's list) itself when the selection holds only fields it knows: the
// connection, its page info and edges, and the people group's own columns and myRoles.
//
// It is the same execution, written without gqlgen's generic path: the same @hasPermission
// check (HasPermission with the permission the schema names; @public lets anyone in), the same
// resolvers (AllPeopleGroupsForUser, AllPeopleGroupsForPublic, MyRoles), the values written as gqlgen's scalars write them. gqlgen
// marshals every list element on a goroutine of its own and every field through a resolver
// context, which made up most of the CPU of a forty-card answer (docs/benchmarks.md). Anything
// else (another field, @defer, a refused permission, an error, a null where the schema allows
// none) goes to gqlgen, which answers exactly as it always does; TestPeopleGroupCardsAnswerAsGqlgen
// holds the two to the same bytes.
func (r *Resolver) PeopleGroupCards() graphql.HandlerExtension { return peopleGroupCards{r: r} }

type peopleGroupCards struct{ r *Resolver }

var _ interface {
	graphql.HandlerExtension
	graphql.RootFieldInterceptor
} = peopleGroupCards{}

func (peopleGroupCards) ExtensionName() string                   { return "ReachPeopleGroupCards" }
func (peopleGroupCards) Validate(graphql.ExecutableSchema) error { return nil }

func (c peopleGroupCards) InterceptRootField(ctx context.Context, next graphql.RootResolver) graphql.Marshaler {
	rf := graphql.GetRootFieldContext(ctx)
	if rf == nil || rf.Field.Field == nil || !graphql.HasOperationContext(ctx) || rf.Field.Deferrable != nil {
		return next(ctx)
	}
	field := rf.Field
	var resolve func(ctx context.Context, args map[string]any) (any, error, bool)
	switch field.Name {
	case "allPeopleGroupsForUser":
		permission, ok := onlyPermission(field.Definition)
		if !ok {
			return next(ctx)
		}
		resolve = func(ctx context.Context, args map[string]any) (any, error, bool) {
			first, after, ok := cardArgs(args)
			if !ok {
				return nil, nil, false
			}
			res, err := HasPermission(ctx, nil, func(ctx context.Context) (any, error) {
				return c.r.Query().AllPeopleGroupsForUser(ctx, first, after, nil)
			}, permission)
			return res, err, true
		}
	case "allPeopleGroupsForPublic":
		if d := field.Definition; d == nil || len(d.Directives) != 1 || d.Directives[0].Name != "public" {
			return next(ctx)
		}
		resolve = func(ctx context.Context, args map[string]any) (any, error, bool) {
			in, ok := publicListArgs(args)
			if !ok {
				return nil, nil, false
			}
			res, err := c.r.Query().AllPeopleGroupsForPublic(ctx, in.first, in.after, in.filters, in.sortBy)
			return res, err, true
		}
	default:
		return next(ctx)
	}
	oc := graphql.GetOperationContext(ctx)
	plan, ok := planCards(oc, field.Selections)
	if !ok {
		return next(ctx)
	}
	args := field.ArgumentMap(oc.Variables)
	// The resolver reads its selection (the columns to load) from the field context, as it
	// does under gqlgen.
	fctx := graphql.WithFieldContext(ctx, &graphql.FieldContext{Object: "Query", Field: field, Args: args, IsMethod: true, IsResolver: true})
	res, err, ok := resolve(fctx, args)
	if !ok || err != nil {
		return next(ctx)
	}
	conn, _ := res.(*gqlmodel.PeopleGroupConnection)
	if conn == nil {
		return next(ctx)
	}
	buf := cardBuffers.Get().(*[]byte)
	out, ok := plan.connection(fctx, c.r, conn, (*buf)[:0])
	if !ok {
		cardBuffers.Put(buf)
		return next(ctx)
	}
	// gqlgen copies the cards into its answer, so the buffer serves the next page once written.
	return graphql.WriterFunc(func(w io.Writer) {
		_, _ = w.Write(out)
		if cap(out) <= maxPooledCards {
			*buf = out[:0]
			cardBuffers.Put(buf)
		}
		out = nil
	})
}

// cardBuffers hold the JSON of a page of cards while it is written (forty cards are ~18 KB): a
// fresh buffer per page was a sixth of the bytes an /upgs answer allocated.
var cardBuffers = sync.Pool{New: func() any { b := make([]byte, 0, 32<<10); return &b }}

// maxPooledCards bounds the buffers kept for the next page (a hundred large cards).
const maxPooledCards = 256 << 10

// onlyPermission answers the permission of the field's @hasPermission, when that is its only
// directive.
func onlyPermission(def *ast.FieldDefinition) (string, bool) {
	if def == nil || len(def.Directives) != 1 || def.Directives[0].Name != "hasPermission" {
		return "", false
	}
	a := def.Directives[0].Arguments.ForName("permission")
	if a == nil || a.Value == nil || a.Value.Kind != ast.StringValue {
		return "", false
	}
	return a.Value.Raw, true
}

// cardArgs reads first and after as gqlgen's Int and String unmarshalers do.
func cardArgs(args map[string]any) (*int, *string, bool) {
	var first *int
	var after *string
	for name, v := range args {
		if v == nil {
			continue
		}
		switch name {
		case "first":
			n, err := graphql.UnmarshalInt(v)
			if err != nil {
				return nil, nil, false
			}
			first = &n
		case "after":
			s, err := graphql.UnmarshalString(v)
			if err != nil {
				return nil, nil, false
			}
			after = &s
		default:
			return nil, nil, false
		}
	}
	return first, after, true
}

// publicListIn are allPeopleGroupsForPublic's arguments.
type publicListIn struct {
	first   *int
	after   *string
	filters *gqlmodel.PublicPeopleGroupFilters
	sortBy  []*gqlmodel.SortByInput
}

// publicListArgs reads allPeopleGroupsForPublic's arguments as gqlgen's unmarshalers do; a
// value it does not expect answers false (gqlgen then reads them, and answers any error).
func publicListArgs(args map[string]any) (publicListIn, bool) {
	var in publicListIn
	for name, v := range args {
		if v == nil {
			continue
		}
		var ok bool
		switch name {
		case "first":
			in.first, ok = optArg(v, graphql.UnmarshalInt)
		case "after":
			in.after, ok = optArg(v, graphql.UnmarshalString)
		case "filters":
			in.filters, ok = publicFiltersArg(v)
		case "sortBy":
			in.sortBy, ok = sortByArg(v)
		}
		if !ok {
			return in, false
		}
	}
	return in, true
}

func optArg[T any](v any, unmarshal func(any) (T, error)) (*T, bool) {
	if v == nil {
		return nil, true
	}
	x, err := unmarshal(v)
	if err != nil {
		return nil, false
	}
	return &x, true
}

func publicFiltersArg(v any) (*gqlmodel.PublicPeopleGroupFilters, bool) {
	m, ok := v.(map[string]any)
	if !ok {
		return nil, false
	}
	f := &gqlmodel.PublicPeopleGroupFilters{}
	for k, x := range m {
		switch k {
		case "hasAdoptionsAvailable":
			f.HasAdoptionsAvailable, ok = optArg(x, graphql.UnmarshalBoolean)
		case "focusLevelNo":
			f.FocusLevelNo, ok = optArg(x, graphql.UnmarshalInt)
		case "regionCode":
			f.RegionCode, ok = optArg(x, graphql.UnmarshalString)
		case "primaryReligionId":
			f.PrimaryReligionID, ok = optArg(x, graphql.UnmarshalString)
		case "populationMax":
			f.PopulationMax, ok = optArg(x, graphql.UnmarshalInt)
		case "search":
			f.Search, ok = optArg(x, graphql.UnmarshalString)
		case "populationRange":
			if x == nil {
				continue
			}
			list, isList := x.([]any)
			if !isList {
				return nil, false
			}
			f.PopulationRange = make([]int, len(list))
			for i, n := range list {
				var err error
				if f.PopulationRange[i], err = graphql.UnmarshalInt(n); err != nil || n == nil {
					return nil, false
				}
			}
		default:
			return nil, false
		}
		if !ok {
			return nil, false
		}
	}
	return f, true
}

func sortByArg(v any) ([]*gqlmodel.SortByInput, bool) {
	list, ok := v.([]any)
	if !ok {
		return nil, false
	}
	out := make([]*gqlmodel.SortByInput, len(list))
	for i, x := range list {
		m, ok := x.(map[string]any)
		if !ok {
			return nil, false
		}
		s := &gqlmodel.SortByInput{}
		for k, y := range m {
			switch k {
			case "key":
				key, err := graphql.UnmarshalString(y)
				if err != nil || y == nil {
					return nil, false
				}
				s.Key = key
			case "order":
				if y == nil {
					continue
				}
				var o gqlmodel.SortOrder
				if err := o.UnmarshalGQL(y); err != nil {
					return nil, false
				}
				s.Order = &o
			default:
				return nil, false
			}
		}
		if _, ok := m["key"]; !ok {
			return nil, false
		}
		out[i] = s
	}
	return out, true
}

// cardPlan is the selection of a PeopleGroupConnection, checked once before anything runs.
type cardPlan struct {
	conn, pageInfo, edges, node []graphql.CollectedField
}

// planCards collects the selection as gqlgen would (fragments, aliases, @skip and @include)
// and answers false when it holds anything the writer does not know.
func planCards(oc *graphql.OperationContext, sel ast.SelectionSet) (*cardPlan, bool) {
	p := &cardPlan{conn: graphql.CollectFields(oc, sel, []string{"PeopleGroupConnection"})}
	known := func(fields []graphql.CollectedField, ok func(graphql.CollectedField) bool) bool {
		for _, f := range fields {
			if f.Deferrable != nil || f.Definition == nil || len(f.Definition.Directives) > 0 || !ok(f) {
				return false
			}
		}
		return true
	}
	pageInfoOK := func(f graphql.CollectedField) bool {
		return f.Name == "__typename" || f.Name == "hasNextPage" || f.Name == "endCursor"
	}
	nodeOK := func(f graphql.CollectedField) bool {
		switch f.Name {
		case "__typename":
			return true
		case "myRoles":
			return f.Definition.Type.String() == "[LinkRole!]!"
		}
		_, ok := cardScalars[f.Name]
		return ok && cardTypes[f.Name] == f.Definition.Type.String()
	}
	edgeOK := func(f graphql.CollectedField) bool {
		switch f.Name {
		case "__typename", "cursor":
			return true
		case "node":
			if p.node != nil {
				return false // a second alias of node
			}
			p.node = graphql.CollectFields(oc, f.Selections, []string{"PeopleGroup"})
			return known(p.node, nodeOK)
		}
		return false
	}
	connOK := func(f graphql.CollectedField) bool {
		switch f.Name {
		case "__typename":
			return true
		case "pageInfo":
			if p.pageInfo != nil {
				return false
			}
			p.pageInfo = graphql.CollectFields(oc, f.Selections, []string{"PageInfo"})
			return known(p.pageInfo, pageInfoOK)
		case "edges":
			if p.edges != nil {
				return false
			}
			p.edges = graphql.CollectFields(oc, f.Selections, []string{"PeopleGroupEdge"})
			return known(p.edges, edgeOK)
		}
		return false
	}
	return p, known(p.conn, connOK)
}

// connection appends the connection's JSON to b, as gqlgen writes it. It answers false where
// gqlgen would answer an error (a null the schema does not allow, a float JSON cannot hold).
func (p *cardPlan) connection(ctx context.Context, r *Resolver, conn *gqlmodel.PeopleGroupConnection, b []byte) ([]byte, bool) {
	if conn == nil || conn.PageInfo == nil {
		return nil, false
	}
	b = append(b, '{')
	for i, f := range p.conn {
		b = appendKey(b, i, f.Alias)
		switch f.Name {
		case "__typename":
			b = appendQuoted(b, "PeopleGroupConnection")
		case "pageInfo":
			b = append(b, '{')
			for j, g := range p.pageInfo {
				b = appendKey(b, j, g.Alias)
				switch g.Name {
				case "__typename":
					b = appendQuoted(b, "PageInfo")
				case "hasNextPage":
					b = strconv.AppendBool(b, conn.PageInfo.HasNextPage)
				case "endCursor":
					if conn.PageInfo.EndCursor == nil {
						b = append(b, "null"...)
					} else {
						b = appendQuoted(b, *conn.PageInfo.EndCursor)
					}
				}
			}
			b = append(b, '}')
		case "edges":
			b = append(b, '[')
			for k, e := range conn.Edges {
				if e == nil || e.Node == nil {
					return nil, false
				}
				if k > 0 {
					b = append(b, ',')
				}
				b = append(b, '{')
				for j, g := range p.edges {
					b = appendKey(b, j, g.Alias)
					switch g.Name {
					case "__typename":
						b = appendQuoted(b, "PeopleGroupEdge")
					case "cursor":
						b = appendQuoted(b, e.Cursor)
					case "node":
						var ok bool
						if b, ok = p.appendNode(ctx, r, e.Node, b); !ok {
							return nil, false
						}
					}
				}
				b = append(b, '}')
			}
			b = append(b, ']')
		}
	}
	return append(b, '}'), true
}

func (p *cardPlan) appendNode(ctx context.Context, r *Resolver, pg *gqlmodel.PeopleGroup, b []byte) ([]byte, bool) {
	b = append(b, '{')
	for i, f := range p.node {
		b = appendKey(b, i, f.Alias)
		switch f.Name {
		case "__typename":
			b = appendQuoted(b, "PeopleGroup")
		case "myRoles":
			roles, err := r.PeopleGroup().MyRoles(ctx, pg)
			if err != nil || roles == nil {
				return nil, false
			}
			b = append(b, '[')
			for k, role := range roles {
				if k > 0 {
					b = append(b, ',')
				}
				b = strconv.AppendQuote(b, string(role)) // as LinkRole.MarshalGQL writes it
			}
			b = append(b, ']')
		default:
			start := len(b)
			var ok bool
			if b, ok = cardScalars[f.Name](b, pg); !ok {
				return nil, false
			}
			if len(b) == start {
				if f.Definition.Type.NonNull {
					return nil, false
				}
				b = append(b, "null"...)
			}
		}
	}
	return append(b, '}'), true
}

// cardTypes are the schema types of the people group fields cardScalars writes; a field whose
// type changes in the schema is left to gqlgen until the writer follows.
var cardTypes = map[string]string{
	"id": "ID!", "_id": "ID!", "peopleGroupId": "String!", "nameAcrossCountries": "String!", "nameInCountry": "String!",
	"population": "Int!", "country": "String!", "countryCode": "String!", "continent": "String!", "continentCode": "String!",
	"region": "String!", "regionCode": "String!", "affinityBloc": "String", "peopleCluster": "String",
	"primaryLanguage": "String", "primaryLanguageCode": "String", "officialLanguage": "String", "bibleStatus": "Int",
	"primaryReligion": "String", "primaryReligionId": "String", "religionSubdivision": "String", "jpScale": "Int",
	"jpScaleId": "String", "leastReached": "Boolean!", "frontier": "Boolean!", "window1040": "Boolean!",
	"percentEvangelical": "Float", "percentAdherents": "Float", "latlon": "[Float!]", "jpUrl": "String!",
	"jpPhotoUrl": "String", "jpSummary": "String", "summary": "String", "summaryText": "String", "focusLevelNo": "Int!",
	"primaryPhotoId": "ID", "primaryThumbnailUrl": "String", "numAdoptionsAvailable": "Int!",
	"suggestedAdoptionLevel": "String", "createdAt": "DateTime!", "updatedAt": "DateTime!", "deletedAt": "DateTime",
}

// cardScalars append a people group field's value; nothing appended means null, false means a
// value gqlgen would refuse.
var cardScalars = map[string]func([]byte, *gqlmodel.PeopleGroup) ([]byte, bool){
	"id":                     str(func(pg *gqlmodel.PeopleGroup) string { return pg.ID }),
	"_id":                    str(func(pg *gqlmodel.PeopleGroup) string { return pg.UnderscoreID }),
	"peopleGroupId":          str(func(pg *gqlmodel.PeopleGroup) string { return pg.PeopleGroupID }),
	"nameAcrossCountries":    str(func(pg *gqlmodel.PeopleGroup) string { return pg.NameAcrossCountries }),
	"nameInCountry":          str(func(pg *gqlmodel.PeopleGroup) string { return pg.NameInCountry }),
	"population":             integer(func(pg *gqlmodel.PeopleGroup) int { return pg.Population }),
	"country":                str(func(pg *gqlmodel.PeopleGroup) string { return pg.Country }),
	"countryCode":            str(func(pg *gqlmodel.PeopleGroup) string { return pg.CountryCode }),
	"continent":              str(func(pg *gqlmodel.PeopleGroup) string { return pg.Continent }),
	"continentCode":          str(func(pg *gqlmodel.PeopleGroup) string { return pg.ContinentCode }),
	"region":                 str(func(pg *gqlmodel.PeopleGroup) string { return pg.Region }),
	"regionCode":             str(func(pg *gqlmodel.PeopleGroup) string { return pg.RegionCode }),
	"affinityBloc":           optStr(func(pg *gqlmodel.PeopleGroup) *string { return pg.AffinityBloc }),
	"peopleCluster":          optStr(func(pg *gqlmodel.PeopleGroup) *string { return pg.PeopleCluster }),
	"primaryLanguage":        optStr(func(pg *gqlmodel.PeopleGroup) *string { return pg.PrimaryLanguage }),
	"primaryLanguageCode":    optStr(func(pg *gqlmodel.PeopleGroup) *string { return pg.PrimaryLanguageCode }),
	"officialLanguage":       optStr(func(pg *gqlmodel.PeopleGroup) *string { return pg.OfficialLanguage }),
	"bibleStatus":            optInt(func(pg *gqlmodel.PeopleGroup) *int { return pg.BibleStatus }),
	"primaryReligion":        optStr(func(pg *gqlmodel.PeopleGroup) *string { return pg.PrimaryReligion }),
	"primaryReligionId":      optStr(func(pg *gqlmodel.PeopleGroup) *string { return pg.PrimaryReligionID }),
	"religionSubdivision":    optStr(func(pg *gqlmodel.PeopleGroup) *string { return pg.ReligionSubdivision }),
	"jpScale":                optInt(func(pg *gqlmodel.PeopleGroup) *int { return pg.JpScale }),
	"jpScaleId":              optStr(func(pg *gqlmodel.PeopleGroup) *string { return pg.JpScaleID }),
	"leastReached":           boolean(func(pg *gqlmodel.PeopleGroup) bool { return pg.LeastReached }),
	"frontier":               boolean(func(pg *gqlmodel.PeopleGroup) bool { return pg.Frontier }),
	"window1040":             boolean(func(pg *gqlmodel.PeopleGroup) bool { return pg.Window1040 }),
	"percentEvangelical":     optFloat(func(pg *gqlmodel.PeopleGroup) *float64 { return pg.PercentEvangelical }),
	"percentAdherents":       optFloat(func(pg *gqlmodel.PeopleGroup) *float64 { return pg.PercentAdherents }),
	"latlon":                 appendLatlon,
	"jpUrl":                  str(func(pg *gqlmodel.PeopleGroup) string { return pg.JpURL }),
	"jpPhotoUrl":             optStr(func(pg *gqlmodel.PeopleGroup) *string { return pg.JpPhotoURL }),
	"jpSummary":              optStr(func(pg *gqlmodel.PeopleGroup) *string { return pg.JpSummary }),
	"summary":                optStr(func(pg *gqlmodel.PeopleGroup) *string { return pg.Summary }),
	"summaryText":            optStr(func(pg *gqlmodel.PeopleGroup) *string { return pg.SummaryText }),
	"focusLevelNo":           integer(func(pg *gqlmodel.PeopleGroup) int { return pg.FocusLevelNo }),
	"primaryPhotoId":         optStr(func(pg *gqlmodel.PeopleGroup) *string { return pg.PrimaryPhotoID }),
	"primaryThumbnailUrl":    optStr(func(pg *gqlmodel.PeopleGroup) *string { return pg.PrimaryThumbnailURL }),
	"numAdoptionsAvailable":  integer(func(pg *gqlmodel.PeopleGroup) int { return pg.NumAdoptionsAvailable }),
	"suggestedAdoptionLevel": optStr(func(pg *gqlmodel.PeopleGroup) *string { return pg.SuggestedAdoptionLevel }),
	"createdAt":              optTime(func(pg *gqlmodel.PeopleGroup) *time.Time { return &pg.CreatedAt }),
	"updatedAt":              optTime(func(pg *gqlmodel.PeopleGroup) *time.Time { return &pg.UpdatedAt }),
	"deletedAt":              optTime(func(pg *gqlmodel.PeopleGroup) *time.Time { return pg.DeletedAt }),
}

type cardScalar = func([]byte, *gqlmodel.PeopleGroup) ([]byte, bool)

func str(get func(*gqlmodel.PeopleGroup) string) cardScalar {
	return func(b []byte, pg *gqlmodel.PeopleGroup) ([]byte, bool) { return appendQuoted(b, get(pg)), true }
}

func optStr(get func(*gqlmodel.PeopleGroup) *string) cardScalar {
	return func(b []byte, pg *gqlmodel.PeopleGroup) ([]byte, bool) { return appendOptString(b, get(pg)), true }
}

func integer(get func(*gqlmodel.PeopleGroup) int) cardScalar {
	return func(b []byte, pg *gqlmodel.PeopleGroup) ([]byte, bool) {
		return strconv.AppendInt(b, int64(get(pg)), 10), true
	}
}

func optInt(get func(*gqlmodel.PeopleGroup) *int) cardScalar {
	return func(b []byte, pg *gqlmodel.PeopleGroup) ([]byte, bool) {
		if v := get(pg); v != nil {
			b = strconv.AppendInt(b, int64(*v), 10)
		}
		return b, true
	}
}

func boolean(get func(*gqlmodel.PeopleGroup) bool) cardScalar {
	return func(b []byte, pg *gqlmodel.PeopleGroup) ([]byte, bool) { return strconv.AppendBool(b, get(pg)), true }
}

func optFloat(get func(*gqlmodel.PeopleGroup) *float64) cardScalar {
	return func(b []byte, pg *gqlmodel.PeopleGroup) ([]byte, bool) {
		if v := get(pg); v != nil {
			return appendFloat(b, *v)
		}
		return b, true
	}
}

// optTime writes a DateTime as graphql.MarshalTime does; the zero time is its null.
func optTime(get func(*gqlmodel.PeopleGroup) *time.Time) cardScalar {
	return func(b []byte, pg *gqlmodel.PeopleGroup) ([]byte, bool) {
		if t := get(pg); t != nil && !t.IsZero() {
			b = append(b, '"')
			b = t.AppendFormat(b, time.RFC3339Nano)
			b = append(b, '"')
		}
		return b, true
	}
}

func appendLatlon(b []byte, pg *gqlmodel.PeopleGroup) ([]byte, bool) {
	if pg.Latlon == nil {
		return b, true
	}
	b = append(b, '[')
	for i, f := range pg.Latlon {
		if i > 0 {
			b = append(b, ',')
		}
		var ok bool
		if b, ok = appendFloat(b, f); !ok {
			return nil, false
		}
	}
	return append(b, ']'), true
}

// appendFloat writes a Float as graphql.MarshalFloatContext does, which refuses NaN and infinities.
func appendFloat(b []byte, f float64) ([]byte, bool) {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return nil, false
	}
	return fmt.Appendf(b, "%g", f), true
}

func appendOptString(b []byte, s *string) []byte {
	if s == nil {
		return b
	}
	return appendQuoted(b, *s)
}

func appendKey(b []byte, i int, alias string) []byte {
	if i > 0 {
		b = append(b, ',')
	}
	b = appendQuoted(b, alias)
	return append(b, ':')
}

const hexDigits = "0123456789ABCDEF"

// appendQuoted quotes s exactly as gqlgen's MarshalString does: only control characters,
// backslash and double quote are escaped; other bytes, invalid UTF-8 included, pass through.
func appendQuoted(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c >= utf8.RuneSelf {
			_, size := utf8.DecodeRuneInString(s[i:])
			i += size
			continue
		}
		if c < 0x20 || c == '\\' || c == '"' {
			b = append(b, s[start:i]...)
			switch c {
			case '\t':
				b = append(b, `\t`...)
			case '\r':
				b = append(b, `\r`...)
			case '\n':
				b = append(b, `\n`...)
			case '\\':
				b = append(b, `\\`...)
			case '"':
				b = append(b, `\"`...)
			default:
				b = append(b, `\u00`...)
				b = append(b, hexDigits[c>>4], hexDigits[c&0xf])
			}
			start = i + 1
		}
		i++
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
