package pdf

import (
	"time"

	"github.com/reachmissions/reach/backend/internal/i18n"
)

// Months are the months as dates name them, in English (the catalogs' keys): long, then short.
var (
	months = [12]string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
	short  = [12]string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}
)

// Day is t's day in lang, the month written out: "2 January 2006" ("2 de enero de 2006").
func Day(lang string, t time.Time) string {
	t = t.UTC()
	return i18n.T(lang, "%[1]d %[2]s %[3]d", t.Day(), i18n.T(lang, months[t.Month()-1]), t.Year())
}

// When is a moment in lang, to the minute in UTC: "2 Jan 2006, 15:04 UTC".
func When(lang string, t time.Time) string {
	t = t.UTC()
	return i18n.T(lang, "%[1]d %[2]s %[3]d, %[4]s UTC", t.Day(), i18n.T(lang, short[t.Month()-1]), t.Year(), t.Format("15:04"))
}
