package holisticproject

import (
	"context"

	"github.com/reachmissions/reach/backend/internal/file"
	"github.com/reachmissions/reach/backend/internal/model"
)

// FilePictures shows projects' photos and banners from the files domain.
// Project pictures (H_PHOTO) are public, so their URLs are stable; a picture
// the viewer may not see is left out. A page of projects reads its pictures'
// files in one query.
type FilePictures struct{ Files *file.Service }

// Pictures implements Pictures.
func (p FilePictures) Pictures(ctx context.Context, ids []string) (map[string]*Picture, error) {
	files, err := p.Files.Visible(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := make(map[string]*Picture, len(files))
	for id, f := range files {
		pic, err := p.picture(ctx, f)
		if err != nil {
			return nil, err
		}
		out[id] = pic
	}
	return out, nil
}

func (p FilePictures) picture(ctx context.Context, f *model.File) (*Picture, error) {
	pic := &Picture{ID: f.ID}
	for _, img := range f.Images {
		url, err := p.Files.URL(ctx, f, img.SizeCode)
		if err != nil {
			return nil, err
		}
		im := img
		size := int(im.Size)
		pic.Images = append(pic.Images, Image{
			S3Key: &im.S3Key, Size: &size, Filename: &im.Filename, ContentType: &im.ContentType,
			URL: url, Height: &im.Height, Width: &im.Width, SizeCode: im.SizeCode,
		})
		switch img.SizeCode {
		case model.SizeThumb:
			pic.ThumbnailURL = url
		case model.SizeLarge:
			pic.URL = url
		case model.SizeOriginal:
			if pic.URL == "" {
				pic.URL = url
			}
		}
	}
	return pic, nil
}
