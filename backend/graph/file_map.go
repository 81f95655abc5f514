package graph

import (
	"context"

	"github.com/reachmissions/reach/backend/graph/gqlmodel"
	"github.com/reachmissions/reach/backend/internal/model"
)

// fileToGQL maps a file with fresh URLs for each of its variants.
func (r *Resolver) fileToGQL(ctx context.Context, f *model.File) (*gqlmodel.File, error) {
	url, err := r.Files.URL(ctx, f, model.SizeOriginal)
	if err != nil {
		return nil, err
	}
	out := &gqlmodel.File{
		ID: f.ID, Desc: f.Desc, S3Key: f.S3Key, Size: int(f.Size), Filename: f.Filename, ContentType: f.ContentType,
		Tags: f.Tags, URL: url, Uploaded: f.Uploaded, Processed: f.Processed, Images: []*gqlmodel.FileImage{},
		Type: f.Type, AttachedTo: f.AttachedTo, ProfilePhotoFor: f.ProfilePhotoFor, CreatedBy: f.CreatedBy,
		UpdatedBy: f.UpdatedBy, CreatedAt: f.CreatedAt, UpdatedAt: f.UpdatedAt,
	}
	for _, img := range f.Images {
		u, err := r.Files.URL(ctx, f, img.SizeCode)
		if err != nil {
			return nil, err
		}
		if img.SizeCode == model.SizeThumb {
			out.Thumbnail = &u
		}
		key, size, name, ct, h, w := img.S3Key, int(img.Size), img.Filename, img.ContentType, img.Height, img.Width
		out.Images = append(out.Images, &gqlmodel.FileImage{S3Key: &key, Size: &size, Filename: &name, ContentType: &ct,
			URL: u, Height: &h, Width: &w, SizeCode: img.SizeCode})
	}
	if out.Thumbnail == nil && f.IsPicture() {
		out.Thumbnail = &url // smaller than a thumbnail: the original is one
	}
	return out, nil
}
