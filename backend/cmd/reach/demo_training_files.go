package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"

	"github.com/go-pdf/fpdf"
	"github.com/google/uuid"

	"github.com/reachmissions/reach/backend/internal/db"
	"github.com/reachmissions/reach/backend/internal/db/bundb"
	"github.com/reachmissions/reach/backend/internal/file"
	"github.com/reachmissions/reach/backend/internal/model"
)

// demoTrainingDownloads are the demo training files that get real content, so the training
// screens' downloads can be tried: a short PDF handout and a slide picture.
var demoTrainingDownloads = []struct{ entry, filename, contentType string }{
	{"Course overview", "course-overview.pdf", "application/pdf"},
	{"The Master Plan - slides", "the-master-plan.png", "image/png"},
}

// seedDemoTrainingFiles stores the content of demoTrainingDownloads (made here: fpdf and
// image/png) through the files domain, as staff would upload it, and points the demo's training
// file entries at it. It runs when those entries exist without content: once, on the demo
// database.
func seedDemoTrainingFiles(ctx context.Context, d *bundb.DB, files *file.Service) error {
	staff, err := d.GetUserByUsername(ctx, "demo-staff")
	if errors.Is(err, db.ErrNotFound) {
		return nil // not the demo database
	} else if err != nil {
		return err
	}
	entries, _, err := d.ListTrainingFiles(ctx, db.ListQuery{Limit: 100})
	if err != nil {
		return err
	}
	for _, want := range demoTrainingDownloads {
		for _, tf := range entries {
			if tf.FileName != want.entry || tf.FileID != nil {
				continue
			}
			content, err := demoTrainingContent(want.contentType)
			if err != nil {
				return err
			}
			id, err := uuid.NewV7()
			if err != nil {
				return err
			}
			f, err := files.SaveGenerated(ctx, file.Generated{ID: id.String(), Filename: want.filename, ContentType: want.contentType,
				Type: model.FileTypeTrainingFile, CreatedBy: staff.ID, Desc: tf.Desc, Bytes: content})
			if err != nil {
				return fmt.Errorf("demo training file %s: %w", want.filename, err)
			}
			tf.FileID = &f.ID
			if err := d.UpdateTrainingFile(ctx, tf); err != nil {
				return err
			}
		}
	}
	return nil
}

func demoTrainingContent(contentType string) ([]byte, error) {
	if contentType == "application/pdf" {
		return demoCoursePDF()
	}
	return demoSlidePNG()
}

// demoCoursePDF is a one-page handout for "Introduction to World Missions".
func demoCoursePDF() ([]byte, error) {
	p := fpdf.New("P", "mm", "A4", "")
	p.SetTitle("Introduction to World Missions: course overview", true)
	p.SetCreator("Reach", true)
	p.AddPage()
	p.SetFont("Helvetica", "B", 20)
	p.SetTextColor(0x33, 0x61, 0x95)
	p.MultiCell(0, 10, "Introduction to World Missions", "", "L", false)
	p.SetFont("Helvetica", "", 13)
	p.SetTextColor(0x44, 0x44, 0x44)
	p.MultiCell(0, 7, "Course overview", "", "L", false)
	p.Ln(6)
	p.SetTextColor(0, 0, 0)
	sections := [][2]string{
		{"Why this course", "The biblical basis of missions and the state of the unreached world: who has never heard, where they live, and how ordinary churches take part in reaching them."},
		{"Module 1: The Master Plan", "From Genesis to Revelation, God's plan to bless every people. Read Genesis 12:1-3 and Revelation 7:9 before the session."},
		{"Module 2: The Mission", "What the Great Commission asks of us, and what a people group is. Exercise: name three people groups near you."},
		{"Module 3: State of the World", "Where the church is and is not. Exercise: find an unreached people group in the portal and pray for it for a week."},
		{"How to use this handout", "Read each part before its session, note your questions in the margin and bring them to the group."},
	}
	for _, s := range sections {
		p.SetFont("Helvetica", "B", 12)
		p.MultiCell(0, 7, s[0], "", "L", false)
		p.SetFont("Helvetica", "", 11)
		p.MultiCell(0, 6, s[1], "", "L", false)
		p.Ln(3)
	}
	var b bytes.Buffer
	if err := p.Output(&b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// demoSlidePNG is a slide picture: a title bar and three panels on the brand blue.
func demoSlidePNG() ([]byte, error) {
	const w, h = 640, 360
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	blue := color.RGBA{0x33, 0x61, 0x95, 0xff}
	light := color.RGBA{0xdc, 0xe7, 0xf3, 0xff}
	white := color.RGBA{0xff, 0xff, 0xff, 0xff}
	fill := func(r image.Rectangle, c color.Color) {
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				img.Set(x, y, c)
			}
		}
	}
	fill(img.Bounds(), white)
	fill(image.Rect(0, 0, w, 70), blue)
	fill(image.Rect(32, 26, 360, 44), white)
	for i := 0; i < 3; i++ {
		x := 32 + i*200
		fill(image.Rect(x, 100, x+176, 320), light)
		fill(image.Rect(x+16, 120, x+160, 200), blue)
		for l := 0; l < 4; l++ {
			fill(image.Rect(x+16, 220+l*22, x+160-l*18, 232+l*22), blue)
		}
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
