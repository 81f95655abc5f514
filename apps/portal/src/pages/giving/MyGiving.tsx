// /my-giving, 'My Giving' (issue 14 "Giving history"): the signed-in donor's monthly gifts with
// 'Change amount' and 'Cancel monthly gift' (MonthlyGifts), then their gifts with what each
// funds, amount, date, status and whether it is monthly, a receipt to download for each, and a
// yearly giving statement PDF for the years with gifts.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from '@reach/ui/router';
import { Box, Button, Card, CardActions, CardContent, Link, Paper, Typography } from '@reach/ui/mui';
import { errorMessage, request } from '@reach/ui';
import { shortDate } from '../../data/text';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PageTitle } from '../../components/PageTitle';
import { EmptyState } from '../../components/EmptyState';
import { ErrorPanel } from '../../components/ErrorPanel';
import { useNotify } from '../../components/Notify';
import { useGql } from '../../data/useGql';
import { MY_GIFT_RECEIPT, MY_GIFTS, MY_GIVING_STATEMENT, MY_RECURRING_GIFTS, type MyGift, type MyRecurringGift } from './myGivingQueries';
import { MonthlyGifts } from './MonthlyGifts';
import { dollars, givingYears, savePdf, statusLabel } from './myGiving';

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } } as const;

function GiftCard({ gift, busy, onReceipt, heading }: { gift: MyGift; busy: boolean; onReceipt: () => void; heading: 'h2' | 'h3' }) {
  const { t } = useLingui();
  const what = gift.fundName || t`General fund`;
  const receiptNumber = gift.receiptNumber;
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="gift-card">
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1, flexWrap: 'wrap' }}>
          <Chip size="small" color={gift.status === 'PAID' ? 'success' : 'default'} label={statusLabel(gift.status)} data-testid="gift-status" />
          <Chip size="small" variant="outlined" label={gift.monthly ? t`Monthly` : t`One-time`} />
        </Stack>
        <Typography variant="h6" component={heading} fontWeight={700} sx={{ wordBreak: 'break-word' }}>
          {what}
        </Typography>
        <Typography variant="h5" component="p" fontWeight={700} sx={{ my: 1 }} data-testid="gift-amount">
          {dollars(gift.usdCentsAmount)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {shortDate(gift.givenOn)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          <Trans>Receipt {receiptNumber}</Trans>
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="outlined" size="small" onClick={onReceipt} disabled={busy} aria-label={t`Download receipt ${receiptNumber}`}>
          <Trans>Download receipt</Trans>
        </Button>
      </CardActions>
    </Card>
  );
}

function Statement({ years }: { years: number[] }) {
  const { notify } = useNotify();
  const { t } = useLingui();
  const [year, setYear] = useState<number>(years[0]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!years.includes(year)) setYear(years[0]);
  }, [years, year]);
  const download = async () => {
    setBusy(true);
    try {
      const d = await request(MY_GIVING_STATEMENT, { year });
      savePdf(d.myGivingStatement);
    } catch (e) {
      notify('error', errorMessage(e), t`Error`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography variant="subtitle1" component="h2" fontWeight={700} gutterBottom>
        <Trans>Yearly statement</Trans>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <Trans>A statement of your gifts in a calendar year, for your tax records.</Trans>
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ xs: 'stretch', sm: 'center' }}>
        <TextField select size="small" label={t`Year`} value={year} onChange={(e) => setYear(Number(e.target.value))} fullWidth={false} sx={{ width: { xs: '100%', sm: 160 } }}>
          {years.map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={download} disabled={busy} sx={{ whiteSpace: 'nowrap' }}>
          <Trans>Download statement</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}

function Skeletons() {
  const { t } = useLingui();
  return (
    <Box sx={GRID} role="status" aria-label={t`Loading your gifts`}>
      {[0, 1, 2].map((i) => (
        <Card variant="outlined" key={i}>
          <CardContent>
            <Skeleton width="40%" />
            <Skeleton width="80%" height={32} />
            <Skeleton width="30%" height={40} />
            <Skeleton width="60%" />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

export default function MyGiving() {
  const { notify } = useNotify();
  const { t } = useLingui();
  const { data, loading, error } = useGql(MY_GIFTS, {}, { quiet: true });
  const monthly = useGql(MY_RECURRING_GIFTS, {}, { quiet: true });
  const gifts = useMemo(() => data?.myGifts ?? [], [data]);
  // A changed or cancelled gift replaces its card at once, as the server answered it.
  const [updated, setUpdated] = useState<Record<string, MyRecurringGift>>({});
  useEffect(() => setUpdated({}), [monthly.data]);
  const recurring = useMemo(() => (monthly.data?.myRecurringGifts ?? []).map((g) => updated[g._id] ?? g), [monthly.data, updated]);
  const years = useMemo(() => givingYears(gifts), [gifts]);
  const [busy, setBusy] = useState<string | null>(null);

  const receipt = async (id: string) => {
    setBusy(id);
    try {
      const d = await request(MY_GIFT_RECEIPT, { paymentId: id });
      savePdf(d.myGiftReceipt);
    } catch (e) {
      notify('error', errorMessage(e), t`Error`);
    } finally {
      setBusy(null);
    }
  };

  let body;
  if (error && !data) body = <ErrorPanel error={error} />;
  else if ((loading && !data) || (monthly.loading && !monthly.data && !monthly.error)) body = <Skeletons />;
  else if (gifts.length === 0 && recurring.length === 0)
    body = (
      <EmptyState title={t`You have not given yet`}>
        <Trans>
          When you give, your gifts and their receipts show here.{' '}
          <Link component={RouterLink} to="/partner" underline="always">
            Give to the work
          </Link>
        </Trans>
      </EmptyState>
    );
  else
    body = (
      <>
        {monthly.error && !monthly.data ? <ErrorPanel error={monthly.error} /> : null}
        <MonthlyGifts gifts={recurring} onUpdated={(g) => setUpdated((u) => ({ ...u, [g._id]: g }))} />
        {years.length > 0 && <Statement years={years} />}
        {gifts.length > 0 && (
          <Box component="section" aria-labelledby={recurring.length > 0 ? 'gifts-title' : undefined}>
            {recurring.length > 0 && (
              <Typography id="gifts-title" variant="subtitle1" component="h2" fontWeight={700} gutterBottom>
                <Trans>Gifts and receipts</Trans>
              </Typography>
            )}
            <Box sx={GRID}>
              {gifts.map((g) => (
                <GiftCard key={g._id} gift={g} busy={busy === g._id} onReceipt={() => void receipt(g._id)} heading={recurring.length > 0 ? 'h3' : 'h2'} />
              ))}
            </Box>
          </Box>
        )}
      </>
    );
  return (
    <>
      <PageTitle>{t`My Giving`}</PageTitle>
      {body}
    </>
  );
}
