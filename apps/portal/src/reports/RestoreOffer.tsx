// RestoreOffer: the banner over a report form when the device holds a copy the form does not show
// (useOfflineDraft's offer): changes newer than the server's copy, or a new report the server has
// never seen. Restore takes the device's copy into the form; Discard keeps what the form shows.
import { Trans } from '@lingui/react/macro';
import { Button } from '@reach/ui/mui';
import { Alert } from '@reach/ui/mui-menus';
import Stack from '@mui/material/Stack';
import { formatWhen } from './ApprovalNotice';
import { offerText, type OfferWhat } from './draftLogic';

/** OfferedDraft is what RestoreOffer reads of a useOfflineDraft. */
export interface OfferedDraft<T> {
  /** offer: the device's copy waiting; onServer false: the server has never seen the report. */
  offer: { savedAt: number; onServer: boolean; stale?: boolean } | null;
  restore: () => T | null;
  discard: () => void;
}

export interface RestoreOfferProps<T> {
  draft: OfferedDraft<T>;
  /** setForm takes the device's copy into the form when Restore is pressed. */
  setForm: (value: T) => void;
  /** what names the report in the text: a report unless told. */
  what?: OfferWhat;
}

export function RestoreOffer<T>({ draft, setForm, what = 'report' }: RestoreOfferProps<T>) {
  const { offer } = draft;
  if (!offer) return null;
  const restore = () => {
    const v = draft.restore();
    if (v) setForm(v);
  };
  return (
    // The buttons sit under the words, so the words keep the banner's width on a phone.
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="restore-offer">
      {offerText(what, formatWhen(new Date(offer.savedAt).toISOString()), offer.onServer, offer.stale)}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button color="inherit" size="small" variant="outlined" onClick={restore}>
          <Trans>Restore</Trans>
        </Button>
        <Button color="inherit" size="small" onClick={draft.discard}>
          <Trans>Discard</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
