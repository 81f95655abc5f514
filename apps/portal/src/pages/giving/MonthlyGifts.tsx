// The monthly gifts of 'My Giving' (issue 14): each shows what it funds, its amount a month and
// its status; an active one offers 'Change amount' (whole dollars as on the giving form, or an
// adoption's levels), 'Cancel monthly gift' after a confirmation, and, with Stripe, 'Manage
// payment method' (Stripe's customer portal, opened by the server for the gift's own customer).
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@reach/ui/mui';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@reach/ui/mui-menus';
import { errorMessage, GraphQLRequestError, request } from '@reach/ui';
import { shortDate } from '../../data/text';
import Chip from '@mui/material/Chip';
import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useNotify } from '../../components/Notify';
import { CANCEL_MY_RECURRING_GIFT, CHANGE_MY_RECURRING_GIFT, MY_RECURRING_GIFT_PAYMENT_PORTAL, type MyRecurringGift } from './myGivingQueries';
import { cancelQuestion, dollars, monthlyDollars, recurringStatusLabel } from './myGiving';

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } } as const;

/** inputError is the message of a refusal the donor can act on, or null for any other failure. */
const inputError = (e: unknown): string | null => (e instanceof GraphQLRequestError && e.code === 'BAD_USER_INPUT' ? e.message : null);

function ChangeAmountDialog({ gift, onClose, onChanged }: { gift: MyRecurringGift | null; onClose: () => void; onChanged: (g: MyRecurringGift) => void }) {
  const { notify } = useNotify();
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const levels = gift?.amountChoices ?? [];
  const fund = gift?.fundName || t`General fund`;
  useEffect(() => {
    if (gift) {
      setText(String(Math.round(gift.usdCentsAmount / 100)));
      setError(null);
    }
  }, [gift]);

  async function onSubmit(ev: FormEvent) {
    ev.preventDefault();
    if (!gift) return;
    const read = monthlyDollars(text);
    if ('error' in read) {
      setError(i18n._(read.error));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const d = await request(CHANGE_MY_RECURRING_GIFT, { id: gift._id, amount: read.dollars });
      onChanged(d.changeMyRecurringGiftAmount);
      const amount = dollars(d.changeMyRecurringGiftAmount.usdCentsAmount);
      notify('success', t`Your monthly gift is now ${amount}.`);
      onClose();
    } catch (e) {
      const msg = inputError(e);
      if (msg) setError(msg);
      else notify('error', errorMessage(e), t`Error`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={!!gift} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="change-amount-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="change-amount-title">
          <Trans>Change amount</Trans>
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            <Trans>{fund}. Your next charge will be the new amount; nothing changes for the month under way.</Trans>
          </DialogContentText>
          {levels.length > 0 ? (
            <TextField select fullWidth label={t`Monthly gift`} value={text} onChange={(e) => setText(e.target.value)} error={!!error} helperText={error ?? ' '}>
              {levels.map((d) => (
                <MenuItem key={d} value={String(d)}>
                  {t`${dollars(d * 100)} a month`}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <TextField
              autoFocus
              fullWidth
              label={t`Monthly amount (US dollars)`}
              value={text}
              onChange={(e) => setText(e.target.value)}
              inputProps={{ inputMode: 'numeric' }}
              error={!!error}
              helperText={error ?? t`Whole dollars`}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            <Trans>Keep as it is</Trans>
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            <Trans>Save amount</Trans>
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function CancelDialog({ gift, onClose, onCancelled }: { gift: MyRecurringGift | null; onClose: () => void; onCancelled: (g: MyRecurringGift) => void }) {
  const { notify } = useNotify();
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setError(null), [gift]);

  async function confirm() {
    if (!gift) return;
    setBusy(true);
    try {
      const d = await request(CANCEL_MY_RECURRING_GIFT, { id: gift._id });
      onCancelled(d.cancelMyRecurringGift);
      notify('success', t`Your monthly gift is cancelled. No further charges will be made.`);
      onClose();
    } catch (e) {
      const msg = inputError(e);
      if (msg) setError(msg);
      else notify('error', errorMessage(e), t`Error`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={!!gift} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="cancel-gift-title" aria-describedby="cancel-gift-text">
      <DialogTitle id="cancel-gift-title">
        <Trans>Cancel monthly gift</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-gift-text">{gift ? cancelQuestion(gift.usdCentsAmount, gift.fundName) : ''}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          <Trans>Keep my gift</Trans>
        </Button>
        <Button onClick={() => void confirm()} variant="contained" color="error" disabled={busy}>
          <Trans>Cancel monthly gift</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function MonthlyGiftCard({
  gift,
  onChange,
  onCancel,
}: {
  gift: MyRecurringGift;
  onChange: () => void;
  onCancel: () => void;
}) {
  const { notify } = useNotify();
  const { t } = useLingui();
  const [opening, setOpening] = useState(false);
  const active = gift.status === 'ACTIVE';
  const what = gift.fundName || t`General fund`;

  async function managePayment() {
    setOpening(true);
    try {
      const d = await request(MY_RECURRING_GIFT_PAYMENT_PORTAL, { id: gift._id });
      window.location.assign(d.myRecurringGiftPaymentPortal);
    } catch (e) {
      notify('error', errorMessage(e), t`Error`);
      setOpening(false);
    }
  }

  const start = shortDate(gift.startDate);
  const end = shortDate(gift.endDate);
  const cancelled = shortDate(gift.cancelledAt);
  let when = t`Since ${start}`;
  if (gift.status === 'CANCELLED') when = t`Cancelled on ${cancelled}`;
  else if (gift.status === 'ENDED') when = t`Ended on ${end}`;
  else if (gift.endDate) when = t`Since ${start} until ${end}`;

  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="monthly-gift">
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1, flexWrap: 'wrap' }}>
          <Chip size="small" color={active ? 'success' : 'default'} label={recurringStatusLabel(gift.status)} data-testid="monthly-gift-status" />
          <Chip size="small" variant="outlined" label={t`Monthly`} />
        </Stack>
        <Typography variant="h6" component="h3" fontWeight={700} sx={{ wordBreak: 'break-word' }}>
          {what}
        </Typography>
        <Typography variant="h5" component="p" fontWeight={700} sx={{ my: 1 }} data-testid="monthly-gift-amount">
          {t`${dollars(gift.usdCentsAmount)} a month`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {when}
        </Typography>
      </CardContent>
      {active && (
        <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
          <Button variant="outlined" size="small" onClick={onChange} aria-label={t`Change amount of your monthly gift to ${what}`}>
            <Trans>Change amount</Trans>
          </Button>
          <Button variant="outlined" size="small" color="error" onClick={onCancel} aria-label={t`Cancel monthly gift to ${what}`}>
            <Trans>Cancel monthly gift</Trans>
          </Button>
          {gift.canManagePayment && (
            <Button size="small" onClick={() => void managePayment()} disabled={opening}>
              <Trans>Manage payment method</Trans>
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}

/** MonthlyGifts lists the donor's monthly gifts with their actions; onUpdated receives a changed gift. */
export function MonthlyGifts({ gifts, onUpdated }: { gifts: readonly MyRecurringGift[]; onUpdated: (g: MyRecurringGift) => void }) {
  const [changing, setChanging] = useState<MyRecurringGift | null>(null);
  const [cancelling, setCancelling] = useState<MyRecurringGift | null>(null);
  if (gifts.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="monthly-gifts-title" sx={{ mb: 3 }}>
      <Typography id="monthly-gifts-title" variant="subtitle1" component="h2" fontWeight={700} gutterBottom>
        <Trans>Monthly gifts</Trans>
      </Typography>
      <Box sx={GRID}>
        {gifts.map((g) => (
          <MonthlyGiftCard key={g._id} gift={g} onChange={() => setChanging(g)} onCancel={() => setCancelling(g)} />
        ))}
      </Box>
      <ChangeAmountDialog gift={changing} onClose={() => setChanging(null)} onChanged={onUpdated} />
      <CancelDialog gift={cancelling} onClose={() => setCancelling(null)} onCancelled={onUpdated} />
    </Box>
  );
}
