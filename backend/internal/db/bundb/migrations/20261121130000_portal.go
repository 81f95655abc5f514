package migrations

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/uptrace/bun"

	portalmodel "github.com/reachmissions/reach/backend/internal/db/bundb/migrations/20261121130000_portal"
)

func init() {
	Migrations.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if err := createTables(ctx, tx,
				(*portalmodel.PeopleGroupLink)(nil),
				(*portalmodel.ProjectLink)(nil),
				(*portalmodel.UpgStatsRecord)(nil),
				(*portalmodel.Testimony)(nil),
				(*portalmodel.PrayerRequest)(nil),
				(*portalmodel.TrainingCourse)(nil),
				(*portalmodel.TrainingFile)(nil),
				(*portalmodel.SimpleList)(nil),
			); err != nil {
				return err
			}
			if err := createIndexes(ctx, tx,
				`CREATE INDEX IF NOT EXISTS people_group_links_contact_idx ON people_group_links (contact_id, created_at)`,
				`CREATE INDEX IF NOT EXISTS people_group_links_group_idx ON people_group_links (people_group_id, type)`,
				`CREATE INDEX IF NOT EXISTS project_links_contact_idx ON project_links (contact_id, created_at)`,
				`CREATE INDEX IF NOT EXISTS project_links_project_idx ON project_links (project_id, type)`,
				`CREATE INDEX IF NOT EXISTS testimonies_group_idx ON testimonies (people_group_id, created_at)`,
				`CREATE INDEX IF NOT EXISTS testimonies_project_idx ON testimonies (holistic_project_id, created_at)`,
				`CREATE INDEX IF NOT EXISTS prayer_requests_group_idx ON prayer_requests (people_group_id, created_at)`,
				`CREATE INDEX IF NOT EXISTS prayer_requests_project_idx ON prayer_requests (holistic_project_id, created_at)`,
				`CREATE INDEX IF NOT EXISTS training_files_course_idx ON training_files (course_id, module_id)`,
			); err != nil {
				return err
			}
			return seedTrainingLanguages(ctx, tx)
		})
	}, func(ctx context.Context, db *bun.DB) error { return nil })
}

// trainingLanguages seed the tr-language simple list: key is the ISO 639-1
// code, content the English name. Staff edit the list in the back office.
var trainingLanguages = [][2]string{
	{"en", "English"}, {"es", "Spanish"}, {"fr", "French"}, {"pt", "Portuguese"}, {"ar", "Arabic"},
	{"hi", "Hindi"}, {"bn", "Bengali"}, {"ur", "Urdu"}, {"zh", "Chinese"}, {"ru", "Russian"},
	{"id", "Indonesian"}, {"sw", "Swahili"}, {"am", "Amharic"}, {"ha", "Hausa"}, {"fa", "Persian"},
	{"tr", "Turkish"}, {"ne", "Nepali"}, {"my", "Burmese"}, {"th", "Thai"}, {"vi", "Vietnamese"},
	{"ko", "Korean"}, {"ja", "Japanese"}, {"de", "German"}, {"ta", "Tamil"}, {"te", "Telugu"},
	{"mr", "Marathi"}, {"pa", "Punjabi"}, {"gu", "Gujarati"}, {"km", "Khmer"}, {"lo", "Lao"},
	{"tl", "Tagalog"}, {"so", "Somali"}, {"yo", "Yoruba"}, {"ig", "Igbo"}, {"zu", "Zulu"},
}

func seedTrainingLanguages(ctx context.Context, tx bun.Tx) error {
	n, err := tx.NewSelect().Model((*portalmodel.SimpleList)(nil)).Where("name = ?", "tr-language").Count(ctx)
	if err != nil || n > 0 {
		return err
	}
	now := time.Now().UTC()
	l := &portalmodel.SimpleList{ID: uuid.Must(uuid.NewV7()).String(), Name: "tr-language", CreatedAt: now, UpdatedAt: now}
	for _, lang := range trainingLanguages {
		l.List = append(l.List, portalmodel.SimpleListItem{ID: lang[0], Key: lang[0], Content: lang[1]})
	}
	_, err = tx.NewInsert().Model(l).Exec(ctx)
	return err
}
