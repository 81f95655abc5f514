// What the partner area shows when the giving remote cannot load (see
// RemotePartner.tsx). Its own chunk: MUI's alert is not needed on every page.
import { Trans } from '@lingui/react/macro';
import { Button } from '@reach/ui/mui';
import { Alert } from '@reach/ui/mui-menus';

export default function RemoteFailed() {
  return (
    <Alert severity="error" action={<Button color="inherit" onClick={() => window.location.reload()}><Trans>Reload</Trans></Button>}>
      <Trans>The partner area could not load. Please try again.</Trans>
    </Alert>
  );
}
