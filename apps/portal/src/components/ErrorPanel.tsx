// What a detail screen shows when its read fails (spec/02 §8): an error containing 'Insufficient
// permissions' (or a FORBIDDEN answer) is a notice that the user may not view it, with the
// suggestion to change account and a Refresh button; any other error an 'Error' heading with the
// server's message.
// Core's `t` (not <Trans>): the panel also renders where no I18nProvider is (EmptyState's tests).
import { t } from '@lingui/core/macro';
import { Button } from '@reach/ui/mui';
import { Alert, AlertTitle } from '@reach/ui/mui-menus';
import { isForbidden } from '../data/useGql';

export function ErrorPanel({ error }: { error: Error }) {
  if (isForbidden(error)) {
    return (
      <Alert severity="warning" action={<Button color="inherit" onClick={() => window.location.reload()}>{t`Refresh`}</Button>}>
        <AlertTitle>
          {t`Insufficient permissions`}
        </AlertTitle>
        {t`You do not have permission to view this. If it belongs to another of your accounts, choose that account and refresh.`}
      </Alert>
    );
  }
  return (
    <Alert severity="error">
      <AlertTitle>
        {t`Error`}
      </AlertTitle>
      {error.message}
    </Alert>
  );
}
