import { Trans } from '@lingui/react/macro';
import { Alert, AlertTitle } from '@reach/ui/mui-menus';

/** ErrorBox shows 'Error' and a failed call's message in the page. */
export function ErrorBox({ message }: { message: string }) {
  return (
    <Alert severity="error" sx={{ my: 2 }}>
      <AlertTitle>
        <Trans>Error</Trans>
      </AlertTitle>
      {message}
    </Alert>
  );
}
