package user

import (
	"github.com/reachmissions/reach/backend/internal/apperr"
	"github.com/reachmissions/reach/backend/internal/i18n"
)

// MsgLanguage refuses a language Reach does not speak.
const MsgLanguage = "Please choose one of the languages."

// validateLanguage returns the language code when Reach speaks it (exactly one of
// i18n.All's codes), else the field's message.
func validateLanguage(code string) (string, error) {
	if !i18n.Supported(code) {
		return "", apperr.Input("language", MsgLanguage)
	}
	return code, nil
}
