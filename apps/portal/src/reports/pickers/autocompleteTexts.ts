// The words MUI's Autocomplete shows by itself (no options, loading, its buttons' names), in the
// reader's language: every picker of the report forms passes them.
import { useLingui } from '@lingui/react/macro';

export function useAutocompleteTexts() {
  const { t } = useLingui();
  return {
    noOptionsText: t`No options`,
    loadingText: t`Loading…`,
    openText: t`Open`,
    closeText: t`Close`,
    clearText: t`Clear`,
  };
}
