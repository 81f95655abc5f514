package server

import (
	"context"

	"github.com/99designs/gqlgen/complexity"
	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
	"github.com/vektah/gqlparser/v2/parser"
	"github.com/vektah/gqlparser/v2/validator/rules"

	"github.com/reachmissions/reach/backend/graph/generated"
	"github.com/reachmissions/reach/backend/internal/i18n"
)

// The limits every GraphQL document meets before it is validated. GraphQL's
// validation is quadratic in places (overlapping fields are compared pairwise,
// fragments are expanded at each spread), so a small document can cost
// seconds of CPU; these limits are checked by one linear parse and one walk
// that counts each fragment once, and keep the worst document that passes
// within a few milliseconds of validation (BenchmarkHostileDocuments). The
// largest operations the three apps send use a fraction of each.
const (
	// MaxQueryBytes bounds the document's text (the request body is at most
	// MaxBodyBytes). The apps' largest operation is under 3 KB.
	MaxQueryBytes = 64 << 10
	// MaxQueryTokens bounds the lexer tokens of a document; the parser stops
	// at the limit.
	MaxQueryTokens = 15000
	// MaxQueryDepth bounds the nesting of selections, fragments expanded. The
	// standard introspection query is 13 deep.
	MaxQueryDepth = 20
	// MaxQueryFields bounds the field selections of an operation, counting a
	// fragment's fields at every spread of it.
	MaxQueryFields = 1000
	// MaxQueryAliases bounds the aliased fields of an operation (fragments
	// expanded): each alias is one more resolver run.
	MaxQueryAliases = 100
	// MaxFieldPairs bounds the pairs of fields that validation compares to
	// check that they can be merged: fields at the same response path (the
	// same names, or aliases, from the root down), fragments expanded. Thirty
	// repeats of one field make 435 pairs; the apps' operations make a few.
	MaxFieldPairs = 2000
	// MaxDirectivesPerLocation bounds the directives on one field, fragment
	// spread, inline fragment or operation.
	MaxDirectivesPerLocation = 5
	// MaxQueryFragments bounds the fragment definitions of a document.
	MaxQueryFragments = 50
	// MaxQueryOperations bounds the operations of a document (one is run).
	MaxQueryOperations = 10
	// MaxQueryVariables bounds the variable definitions of an operation.
	MaxQueryVariables = 50
	// MaxVariableValues bounds the values in a request's variables, every
	// list element and object field counted: a page of ids is 500.
	MaxVariableValues = 5000
)

// documentLimits refuses, before gqlgen parses and validates it, a document
// over any limit. A document gqlgen has already validated (in its query
// cache) is not checked again.
type documentLimits struct {
	cache graphql.Cache[*ast.QueryDocument]
}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationParameterMutator
} = documentLimits{}

func (documentLimits) ExtensionName() string                   { return "ReachDocumentLimits" }
func (documentLimits) Validate(graphql.ExecutableSchema) error { return nil }

func (l documentLimits) MutateOperationParameters(ctx context.Context, p *graphql.RawParams) *gqlerror.Error {
	n := 0
	for _, v := range p.Variables {
		if n = countValues(v, n); n > MaxVariableValues {
			return limitError(i18n.FromContext(ctx), "The variables hold too many values: at most %d.", MaxVariableValues)
		}
	}
	if l.cache != nil {
		if _, ok := l.cache.Get(ctx, p.Query); ok {
			return nil
		}
	}
	return checkDocument(i18n.FromContext(ctx), p.Query)
}

// countValues adds to n the values in v, stopping past MaxVariableValues.
func countValues(v any, n int) int {
	n++
	switch v := v.(type) {
	case []any:
		for _, e := range v {
			if n = countValues(e, n); n > MaxVariableValues {
				return n
			}
		}
	case map[string]any:
		for _, e := range v {
			if n = countValues(e, n); n > MaxVariableValues {
				return n
			}
		}
	}
	return n
}

// checkDocument answers the first limit query is over, as a GraphQL
// validation error in lang, or nil.
func checkDocument(lang, query string) *gqlerror.Error {
	if len(query) > MaxQueryBytes {
		return limitError(lang, "The query is too long: at most %d bytes.", MaxQueryBytes)
	}
	doc, err := parser.ParseQueryWithTokenLimit(&ast.Source{Input: query}, MaxQueryTokens)
	if err != nil {
		if ge, ok := err.(*gqlerror.Error); ok {
			errcode.Set(ge, errcode.ParseFailed)
			return ge
		}
		return limitError(lang, "The query could not be read.")
	}
	if len(doc.Operations) > MaxQueryOperations {
		return limitError(lang, "The query has too many operations: at most %d.", MaxQueryOperations)
	}
	if len(doc.Fragments) > MaxQueryFragments {
		return limitError(lang, "The query has too many fragments: at most %d.", MaxQueryFragments)
	}
	w := &docWalker{lang: lang, fragments: map[string]*ast.FragmentDefinition{}, sizes: map[string]*selectionSize{}}
	for _, f := range doc.Fragments {
		if w.fragments[f.Name] != nil {
			return limitError(lang, "The fragment %s is defined twice.", f.Name)
		}
		w.fragments[f.Name] = f
	}
	for _, op := range doc.Operations {
		if len(op.VariableDefinitions) > MaxQueryVariables {
			return limitError(lang, "The operation has too many variables: at most %d.", MaxQueryVariables)
		}
		if len(op.Directives) > MaxDirectivesPerLocation {
			return limitError(lang, "Too many directives in one place: at most %d.", MaxDirectivesPerLocation)
		}
		s, err := w.size(op.SelectionSet, 1)
		if err != nil {
			return err
		}
		if err := checkPairs(lang, s); err != nil {
			return err
		}
		switch {
		case s.depth > MaxQueryDepth:
			return limitError(lang, "The query is nested too deeply: at most %d levels.", MaxQueryDepth)
		case s.fields > MaxQueryFields:
			return limitError(lang, "The query selects too many fields: at most %d.", MaxQueryFields)
		case s.aliases > MaxQueryAliases:
			return limitError(lang, "The query has too many aliases: at most %d.", MaxQueryAliases)
		}
	}
	// Fragments no operation spreads are refused by validation; they are
	// walked here too, so their cost is bounded as well.
	for _, f := range doc.Fragments {
		s, err := w.fragment(f.Name, 1)
		if err != nil {
			return err
		}
		if err := checkPairs(lang, s); err != nil {
			return err
		}
	}
	return nil
}

// checkPairs refuses a selection whose fields at one response path make more
// than MaxFieldPairs pairs: validation compares each such pair.
func checkPairs(lang string, s *selectionSize) *gqlerror.Error {
	if s == nil {
		return nil
	}
	pairs := 0
	for p, k := range s.paths {
		pairs = sat(pairs + sat(k*(k-1)/2))
		if pairs > MaxFieldPairs {
			return limitError(lang, "The query selects %s too often: fields at one place make at most %d pairs.", p, MaxFieldPairs)
		}
	}
	return nil
}

// limitError is the validation error of a limit, its message in lang (the code stays).
func limitError(lang, format string, args ...any) *gqlerror.Error {
	e := &gqlerror.Error{Message: i18n.T(lang, format, args...)}
	errcode.Set(e, errcode.ValidationFailed)
	return e
}

// selectionSize is what a selection set costs, its fragments expanded.
type selectionSize struct {
	fields, aliases int
	// depth is the levels of selections below and including this one.
	depth int
	// paths counts the fields at each response path below this selection
	// set ("contact", "contact.emails", ...), for MaxFieldPairs.
	paths map[string]int
}

// docWalker sizes selection sets, each fragment once (sizes), refusing a
// fragment that spreads itself.
type docWalker struct {
	lang      string // of the errors
	fragments map[string]*ast.FragmentDefinition
	sizes     map[string]*selectionSize
	visiting  []string
}

// size counts set, which sits at the given depth. Counts saturate well above
// every limit, so a fan-out of fragments cannot overflow them.
func (w *docWalker) size(set ast.SelectionSet, depth int) (*selectionSize, *gqlerror.Error) {
	if depth > MaxQueryDepth {
		return nil, limitError(w.lang, "The query is nested too deeply: at most %d levels.", MaxQueryDepth)
	}
	out := &selectionSize{paths: map[string]int{}}
	add := func(in *selectionSize, prefix string) {
		for p, c := range in.paths {
			out.paths[prefix+p] = sat(out.paths[prefix+p] + c)
		}
	}
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			if len(s.Directives) > MaxDirectivesPerLocation {
				return nil, limitError(w.lang, "Too many directives in one place: at most %d.", MaxDirectivesPerLocation)
			}
			out.fields = sat(out.fields + 1)
			if s.Alias != "" && s.Alias != s.Name {
				out.aliases = sat(out.aliases + 1)
			}
			name := s.Alias
			if name == "" {
				name = s.Name
			}
			out.paths[name]++
			out.depth = max(out.depth, 1)
			if len(s.SelectionSet) > 0 {
				sub, err := w.size(s.SelectionSet, depth+1)
				if err != nil {
					return nil, err
				}
				out.fields = sat(out.fields + sub.fields)
				out.aliases = sat(out.aliases + sub.aliases)
				out.depth = max(out.depth, sub.depth+1)
				add(sub, name+".")
			}
		case *ast.InlineFragment:
			if len(s.Directives) > MaxDirectivesPerLocation {
				return nil, limitError(w.lang, "Too many directives in one place: at most %d.", MaxDirectivesPerLocation)
			}
			sub, err := w.size(s.SelectionSet, depth)
			if err != nil {
				return nil, err
			}
			out.fields = sat(out.fields + sub.fields)
			out.aliases = sat(out.aliases + sub.aliases)
			out.depth = max(out.depth, sub.depth)
			add(sub, "")
		case *ast.FragmentSpread:
			if len(s.Directives) > MaxDirectivesPerLocation {
				return nil, limitError(w.lang, "Too many directives in one place: at most %d.", MaxDirectivesPerLocation)
			}
			sub, err := w.fragment(s.Name, depth)
			if err != nil {
				return nil, err
			}
			if sub != nil {
				out.fields = sat(out.fields + sub.fields)
				out.aliases = sat(out.aliases + sub.aliases)
				out.depth = max(out.depth, sub.depth)
				add(sub, "")
			}
		}
		if out.fields > MaxQueryFields {
			return nil, limitError(w.lang, "The query selects too many fields: at most %d.", MaxQueryFields)
		}
	}
	return out, nil
}

// fragment sizes the named fragment once; an unknown one counts nothing
// (validation refuses it).
func (w *docWalker) fragment(name string, depth int) (*selectionSize, *gqlerror.Error) {
	if s, ok := w.sizes[name]; ok {
		if depth-1+s.depth > MaxQueryDepth {
			return nil, limitError(w.lang, "The query is nested too deeply: at most %d levels.", MaxQueryDepth)
		}
		return s, nil
	}
	f := w.fragments[name]
	if f == nil {
		return nil, nil
	}
	for _, v := range w.visiting {
		if v == name {
			return nil, limitError(w.lang, "The fragment %s spreads itself.", name)
		}
	}
	if len(f.Directives) > MaxDirectivesPerLocation {
		return nil, limitError(w.lang, "Too many directives in one place: at most %d.", MaxDirectivesPerLocation)
	}
	w.visiting = append(w.visiting, name)
	// A fragment's size does not depend on where it is spread, only its
	// depth limit does: size it from depth 1 and check the sum at each spread.
	s, err := w.size(f.SelectionSet, 1)
	w.visiting = w.visiting[:len(w.visiting)-1]
	if err != nil {
		return nil, err
	}
	w.sizes[name] = s
	if depth-1+s.depth > MaxQueryDepth {
		return nil, limitError(w.lang, "The query is nested too deeply: at most %d levels.", MaxQueryDepth)
	}
	return s, nil
}

// sat saturates a count far above every limit.
func sat(n int) int {
	const ceiling = 1 << 30
	if n > ceiling || n < 0 {
		return ceiling
	}
	return n
}

// validationRules are GraphQL's rules; outside development the two that
// suggest names ("Did you mean ...") are swapped for their silent versions.
func validationRules(dev bool) func() *rules.Rules {
	return func() *rules.Rules {
		r := rules.NewDefaultRules()
		if !dev {
			r.RemoveRule(rules.ValuesOfCorrectTypeRule.Name)
			r.AddRule(rules.ValuesOfCorrectTypeRuleWithoutSuggestions.Name, rules.ValuesOfCorrectTypeRuleWithoutSuggestions.RuleFunc)
			// gqlgen swaps FieldsOnCorrectType itself (SetDisableSuggestion).
		}
		return r
	}
}

// ComplexityLimit is the most complex operation the server runs: each field selected costs 1,
// its selections included, and a field that draws a PDF costs PDFFieldCost more.
const ComplexityLimit = 500

// PDFFieldCost is what a field that draws a PDF (myGiftReceipt, myGivingStatement) adds to an
// operation's complexity. Like an alias it runs its resolver once more, and each run is a render
// that holds one of the instance's render slots (pdf.MaxRenders); with ComplexityLimit, one
// operation asks for at most four, and a hundred aliases of one are refused before any is drawn.
const PDFFieldCost = 100

// MaxPDFsPerQuery is how many PDFs fit in one operation: each field that draws one costs
// PDFFieldCost, 1 for itself and 2 for its fileName and base64.
const MaxPDFsPerQuery = ComplexityLimit / (PDFFieldCost + 3)

// complexityRoot gives the fields that draw a PDF their cost.
func complexityRoot() generated.ComplexityRoot {
	var c generated.ComplexityRoot
	c.Query.MyGiftReceipt = func(childComplexity int, _ string) int { return childComplexity + 1 + PDFFieldCost }
	c.Query.MyGivingStatement = func(childComplexity int, _ int) int { return childComplexity + 1 + PDFFieldCost }
	return c
}

// complexityLimit refuses, once the document is validated and before anything runs, an
// operation whose complexity is over ComplexityLimit (gqlgen's FixedComplexityLimit, with a
// message that says what a PDF costs).
type complexityLimit struct{ es graphql.ExecutableSchema }

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
} = &complexityLimit{}

func (*complexityLimit) ExtensionName() string { return "ReachComplexityLimit" }

func (c *complexityLimit) Validate(es graphql.ExecutableSchema) error {
	c.es = es
	return nil
}

func (c *complexityLimit) MutateOperationContext(ctx context.Context, oc *graphql.OperationContext) *gqlerror.Error {
	op := oc.Doc.Operations.ForName(oc.OperationName)
	n := complexity.Calculate(ctx, c.es, op, oc.Variables)
	if n <= ComplexityLimit {
		return nil
	}
	e := &gqlerror.Error{Message: i18n.TC(ctx, "operation has complexity %d, which exceeds the limit of %d (each PDF asked for adds %d: at most %d PDFs in one query)",
		n, ComplexityLimit, PDFFieldCost, MaxPDFsPerQuery)}
	errcode.Set(e, "COMPLEXITY_LIMIT_EXCEEDED")
	return e
}
