package graph

import (
	"context"

	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/internal/model"
	"github.com/reachmissions/reach/backend/internal/training"
)

// Training mapped onto GraphQL.

func sortKeys(in []*gqlmodel.SortByInput) []training.SortKey {
	out := make([]training.SortKey, 0, len(in))
	for _, s := range in {
		if s == nil {
			continue
		}
		out = append(out, training.SortKey{Key: s.Key, Desc: s.Order != nil && *s.Order == gqlmodel.SortOrderDesc})
	}
	return out
}

func (r *Resolver) coursesToGQL(ctx context.Context, cs []*model.TrainingCourse) ([]*gqlmodel.TrainingCourse, error) {
	ids := make([]*string, len(cs))
	for i, c := range cs {
		ids[i] = c.PrimaryThumbnailID
	}
	urls, err := r.Training.URLs(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := make([]*gqlmodel.TrainingCourse, len(cs))
	for i, c := range cs {
		mods := make([]*gqlmodel.TrainingModule, len(c.Modules))
		for j, m := range c.Modules {
			mods[j] = &gqlmodel.TrainingModule{ID: m.ID, Name: m.Name, Desc: emptyToNilStr(m.Desc)}
		}
		out[i] = &gqlmodel.TrainingCourse{ID: c.ID, UnderscoreID: c.ID, CourseName: c.CourseName, Desc: c.Desc,
			PrimaryThumbnailID: c.PrimaryThumbnailID, Modules: mods, NumFiles: c.NumFiles,
			CreatedAt: c.CreatedAt, UpdatedAt: c.UpdatedAt, DeletedAt: c.DeletedAt}
		if c.PrimaryThumbnailID != nil {
			if u, ok := urls[*c.PrimaryThumbnailID]; ok {
				out[i].PrimaryThumbnailURL = &u
			}
		}
	}
	return out, nil
}

func (r *Resolver) courseToGQL(ctx context.Context, c *model.TrainingCourse) (*gqlmodel.TrainingCourse, error) {
	if c == nil {
		return nil, nil
	}
	out, err := r.coursesToGQL(ctx, []*model.TrainingCourse{c})
	if err != nil {
		return nil, err
	}
	return out[0], nil
}

func (r *Resolver) filesToGQL(ctx context.Context, fs []*model.TrainingFile) ([]*gqlmodel.TrainingFile, error) {
	ids := make([]*string, len(fs))
	for i, f := range fs {
		ids[i] = f.FileID
	}
	urls, err := r.Training.URLs(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := make([]*gqlmodel.TrainingFile, len(fs))
	for i, f := range fs {
		out[i] = &gqlmodel.TrainingFile{ID: f.ID, UnderscoreID: f.ID, FileName: f.FileName, Desc: f.Desc, CourseID: f.CourseID,
			ModuleID: f.ModuleID, FileID: f.FileID, Language: f.Language, CreatedAt: f.CreatedAt, UpdatedAt: f.UpdatedAt, DeletedAt: f.DeletedAt}
		if f.FileID != nil {
			if u, ok := urls[*f.FileID]; ok {
				out[i].URL = &u
			}
		}
	}
	return out, nil
}

func (r *Resolver) trainingFileToGQL(ctx context.Context, f *model.TrainingFile) (*gqlmodel.TrainingFile, error) {
	if f == nil {
		return nil, nil
	}
	out, err := r.filesToGQL(ctx, []*model.TrainingFile{f})
	if err != nil {
		return nil, err
	}
	return out[0], nil
}

func courseInput(name, desc, thumb *string, modules []*gqlmodel.TrainingModuleInput) training.CourseInput {
	in := training.CourseInput{CourseName: name, Desc: desc, PrimaryThumbnailID: thumb, SetModules: modules != nil}
	for _, m := range modules {
		if m == nil {
			continue
		}
		in.Modules = append(in.Modules, model.TrainingModule{ID: deref(m.ID), Name: m.Name, Desc: deref(m.Desc)})
	}
	return in
}

func courseFilterIDs(f *gqlmodel.TrainingCourseFilter) []string {
	if f == nil {
		return nil
	}
	return f.Ids
}

func courseFilterQ(f *gqlmodel.TrainingCourseFilter) *string {
	if f == nil {
		return nil
	}
	return f.Q
}

func fileFilter(f *gqlmodel.TrainingFileFilter) ([]string, training.FileFilter) {
	if f == nil {
		return nil, training.FileFilter{}
	}
	return f.Ids, training.FileFilter{Q: f.Q, CourseID: f.CourseID, ModuleID: f.ModuleID, Language: f.Language}
}
