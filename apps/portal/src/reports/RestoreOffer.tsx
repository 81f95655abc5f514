// RestoreOffer: the banner over a report form when the device holds a copy the form does not show
// (useOfflineDraft's offer): changes newer than the server's copy, or a new report the server has
// never seen. Restore takes the device's copy into the form; Discard keeps what the form shows.
import { Button } from '@reach/ui/mui';
import { Alert } from '@reach/ui/mui-menus';
import Stack from '@mui/material/Stack';
import { formatWhen } from './ApprovalNotice';
import { offerText } from './draftLogic';

export interface RestoreOfferProps {
  savedAt: number;
  /** onServer: the server has a copy of the report (false: it has never seen it). */
  onServer: boolean;
  onRestore: () => void;
  onDiscard: () => void;
  /** what names the report in the text: "report" unless told. */
  what?: string;
}

export function RestoreOffer({ savedAt, onServer, onRestore, onDiscard, what = 'report' }: RestoreOfferProps) {
  return (
    // The buttons sit under the words, so the words keep the banner's width on a phone.
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="restore-offer">
      {offerText(what, formatWhen(new Date(savedAt).toISOString()), onServer)}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button color="inherit" size="small" variant="outlined" onClick={onRestore}>
          Restore
        </Button>
        <Button color="inherit" size="small" onClick={onDiscard}>
          Discard
        </Button>
      </Stack>
    </Alert>
  );
}
