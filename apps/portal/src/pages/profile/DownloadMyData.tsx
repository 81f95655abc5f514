// "Download my data" on /my-profile: the zip of what Reach holds about the signed-in person
// (GET /personal-data/export; docs/operations.md, "A person's data"). It is always the person's
// own data, whichever account is selected, so the call sends no account.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, Typography } from '@reach/ui/mui';
import Stack from '@mui/material/Stack';
import { downloadWithSession, personalDataPath } from '@reach/ui/download';
import { useNotify } from '../../components/Notify';

export function DownloadMyData() {
  const { t } = useLingui();
  const { notify } = useNotify();
  const [busy, setBusy] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3, maxWidth: 800 }}>
      <Stack spacing={1.5} alignItems="flex-start">
        <Typography variant="h6" component="h2">
          <Trans>Your data</Trans>
        </Typography>
        <Typography color="text.secondary">
          <Trans>
            Download one zip file with what Reach holds about you: your profile, your gifts with their receipts, your adoptions and monthly gifts, the reports you wrote and the agreements you are a party to.
            Gifts made by a household or organisation stay with that account.
          </Trans>
        </Typography>
        <Button
          variant="outlined"
          disabled={busy}
          data-testid="download-my-data"
          onClick={async () => {
            setBusy(true);
            try {
              await downloadWithSession(personalDataPath, 'reach-data.zip', { account: false });
            } catch (e) {
              notify('error', e instanceof Error ? e.message : String(e), t`Error`);
            } finally {
              setBusy(false);
            }
          }}
        >
          {busy ? t`Preparing your data…` : t`Download my data`}
        </Button>
      </Stack>
    </Paper>
  );
}
