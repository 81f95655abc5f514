package graph

import (
	"context"
	"time"

	"github.com/vikstrous/dataloadgen"

	"github.com/reachmissions/reach/backend/internal/model"
)

// LoaderWait is how long a loader gathers keys before it queries. The list
// resolvers prime the loaders with the whole page, so lists do not wait.
const LoaderWait = time.Millisecond

// loaders batch the per-object lookups of one GraphQL operation.
type loaders struct {
	groupRoles   *dataloadgen.Loader[string, []string]
	groupCounts  *dataloadgen.Loader[string, *model.UpgCounts]
	projectRoles *dataloadgen.Loader[string, []string]
	// contactMembers counts a household's or organisation's members.
	contactMembers *dataloadgen.Loader[string, int]
}

type loadersKey struct{}

// WithLoaders returns ctx carrying fresh loaders for one operation; the
// server wraps every operation with it.
func (r *Resolver) WithLoaders(ctx context.Context) context.Context {
	return context.WithValue(ctx, loadersKey{}, r.newLoaders())
}

func (r *Resolver) newLoaders() *loaders {
	l := &loaders{}
	l.groupRoles = dataloadgen.NewLoader(func(ctx context.Context, ids []string) ([][]string, []error) {
		roles, err := r.Links.GroupRoles(ctx, ids)
		return byKey(ids, roles, err)
	}, dataloadgen.WithWait(LoaderWait))
	// groupCounts answers nil for a group the viewer may not read.
	l.groupCounts = dataloadgen.NewLoader(func(ctx context.Context, ids []string) ([]*model.UpgCounts, []error) {
		vis, err := r.Links.VisibleGroups(ctx, ids)
		if err != nil {
			return byKey[*model.UpgCounts](ids, nil, err)
		}
		var visible []string
		for _, id := range ids {
			if vis[id] {
				visible = append(visible, id)
			}
		}
		counts, err := r.PeopleGroups.UpgCounts(ctx, visible)
		return byKey(ids, counts, err)
	}, dataloadgen.WithWait(LoaderWait))
	l.projectRoles = dataloadgen.NewLoader(func(ctx context.Context, ids []string) ([][]string, []error) {
		roles, err := r.Links.ProjectRoles(ctx, ids)
		return byKey(ids, roles, err)
	}, dataloadgen.WithWait(LoaderWait))
	l.contactMembers = dataloadgen.NewLoader(func(ctx context.Context, ids []string) ([]int, []error) {
		counts, err := r.Contacts.CountMembers(ctx, ids)
		return byKey(ids, counts, err)
	}, dataloadgen.WithWait(LoaderWait))
	return l
}

// loadersFrom returns the operation's loaders (fresh ones outside an operation).
func (r *Resolver) loadersFrom(ctx context.Context) *loaders {
	if l, ok := ctx.Value(loadersKey{}).(*loaders); ok {
		return l
	}
	return r.newLoaders()
}

func byKey[V any](ids []string, m map[string]V, err error) ([]V, []error) {
	out := make([]V, len(ids))
	if err != nil {
		errs := make([]error, len(ids))
		for i := range errs {
			errs[i] = err
		}
		return out, errs
	}
	for i, id := range ids {
		out[i] = m[id]
	}
	return out, nil
}
