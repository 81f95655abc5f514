package server

import (
	"context"

	"github.com/reachmissions/reach/backend/internal/file"
	"github.com/reachmissions/reach/backend/internal/holisticproject"
	"github.com/reachmissions/reach/backend/internal/model"
)

// projectPictures lets holistic projects show their photos and banners from
// the files domain. Project pictures (H_PHOTO) are public, so their URLs are
// stable; a picture the viewer may not see is left out.
type projectPictures struct{ files *file.Service }

func (p projectPictures) Pictures(ctx context.Context, ids []string) (map[string]*holisticproject.Picture, error) {
	out := make(map[string]*holisticproject.Picture, len(ids))
	for _, id := range ids {
		if _, done := out[id]; done {
			continue
		}
		f, err := p.files.Get(ctx, id)
		if err != nil {
			continue // unknown or not visible: no picture
		}
		pic, err := p.picture(ctx, f)
		if err != nil {
			return nil, err
		}
		out[id] = pic
	}
	return out, nil
}

func (p projectPictures) picture(ctx context.Context, f *model.File) (*holisticproject.Picture, error) {
	pic := &holisticproject.Picture{ID: f.ID}
	for _, img := range f.Images {
		url, err := p.files.URL(ctx, f, img.SizeCode)
		if err != nil {
			return nil, err
		}
		im := img
		size := int(im.Size)
		pic.Images = append(pic.Images, holisticproject.Image{
			S3Key: &im.S3Key, Size: &size, Filename: &im.Filename, ContentType: &im.ContentType,
			URL: url, Height: &im.Height, Width: &im.Width, SizeCode: im.SizeCode,
		})
		switch img.SizeCode {
		case "thumb":
			pic.ThumbnailURL = url
		case "lg":
			pic.URL = url
		case "orig":
			if pic.URL == "" {
				pic.URL = url
			}
		}
	}
	return pic, nil
}
