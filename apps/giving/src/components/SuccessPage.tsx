// The success pages' frame (spec/01 §2 "Success pages", §4): reads
// paymentToken, calls the completion once on load, and shows processing,
// 'Error' with the message, or the result: 'Donation Successful', the card,
// 'Your Gift', "What's next?", the 'Recent Donations' note when there is
// something to wait for, and the continue button, whose words say where it
// goes (lib/afterGift.ts): 'Create My Account' with an invite, 'Sign In to My
// Dashboard' signed out, 'Continue to My Dashboard' signed in.
import { useEffect, useState, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { tr } from '@reach/ui/translate';
import { Link as RouterLink, useSearchParams } from '@reach/ui/router';
import { Box, Button, Paper, Typography } from '@reach/ui/mui';
import { Alert, AlertTitle } from '@reach/ui/mui-menus';
import { errorMessage, request } from '@reach/ui/graphql';
import { formatCents } from '@reach/ui/money';
import type { SponsorshipResult } from '../api/queries';
import { PartnerPage, type Crumb } from './PartnerPage';
import { Loading } from './Loading';
import { ErrorBox } from './ErrorBox';
import { Confetti } from './Confetti';
import { MESSAGES } from '../lib/messages';
import { frequencyLabel } from '../lib/payment';
import { afterGift } from '../lib/afterGift';
import { useGivingSession } from '../lib/session';

type State = { state: 'processing' } | { state: 'error'; message: string } | { state: 'done'; result: SponsorshipResult };

// One completion per payment token per page load, even when React runs effects twice.
const calls = new Map<string, Promise<SponsorshipResult>>();

function complete(mutation: string, field: string, paymentId: string): Promise<SponsorshipResult> {
  const key = `${field}:${paymentId}`;
  let p = calls.get(key);
  if (!p) {
    p = request<Record<string, SponsorshipResult>>(mutation, { paymentId }).then((d) => d[field]!);
    calls.set(key, p);
    p.catch(() => calls.delete(key));
  }
  return p;
}

/** giftText is 'Your Gift': the amount and how often, in the current language. */
export function giftText(r: SponsorshipResult): { amount: string; frequency: string } {
  if (r.recurringPayment) return { amount: formatCents(r.recurringPayment.usdCentsAmount), frequency: frequencyLabel(r.recurringPayment.frequency) };
  if (r.payment) return { amount: formatCents(r.payment.usdCentsAmount), frequency: tr(msg`One-time`) };
  return { amount: tr(msg`Prayer`), frequency: tr(msg`Commitment to pray`) };
}

export interface SuccessPageProps {
  crumbs: Crumb[];
  mutation: string;
  field: 'completeOnlineAdoption' | 'completeOnlineProjectSponsorship';
  /** dashboard is where the gift shows in the portal and the continue button goes without an invite. */
  dashboard: string;
  /** noun names what shows there: 'people group' or 'project'. */
  noun: 'people group' | 'project';
  card: (r: SponsorshipResult) => ReactNode;
  whatsNext: ReactNode;
}

export function SuccessPage({ crumbs, mutation, field, dashboard, noun, card, whatsNext }: SuccessPageProps) {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const paymentToken = search.get('paymentToken') ?? '';
  const { status, standalone } = useGivingSession();
  const [st, setSt] = useState<State>({ state: 'processing' });

  useEffect(() => {
    if (!paymentToken) {
      setSt({ state: 'error', message: tr(msg`The payment token is missing from the link.`) });
      return undefined;
    }
    let live = true;
    setSt({ state: 'processing' });
    complete(mutation, field, paymentToken).then(
      (result) => live && setSt({ state: 'done', result }),
      (e) => live && setSt({ state: 'error', message: errorMessage(e) }),
    );
    return () => {
      live = false;
    };
  }, [mutation, field, paymentToken]);

  const title = st.state === 'done' ? t`Donation Successful` : t`Thank You`;
  return (
    <PartnerPage title={title} crumbs={[...crumbs, { label: t`Success` }]} maxWidth={900}>
      {st.state === 'processing' && <Loading label={MESSAGES.processing} />}
      {st.state === 'error' && <ErrorBox message={st.message} />}
      {st.state === 'done' && (
        <Done result={st.result} dashboard={dashboard} noun={noun} card={card} whatsNext={whatsNext} signedIn={status === 'signedIn'} standalone={standalone} />
      )}
    </PartnerPage>
  );
}

function Done({
  result,
  dashboard,
  noun,
  card,
  whatsNext,
  signedIn,
  standalone,
}: {
  result: SponsorshipResult;
  dashboard: string;
  noun: SuccessPageProps['noun'];
  card: SuccessPageProps['card'];
  whatsNext: ReactNode;
  signedIn: boolean;
  standalone: boolean;
}) {
  const gift = giftText(result);
  const next = afterGift(result, { signedIn, dashboard, noun });
  // Standalone, the dashboard lives in the portal: a full page load gets there.
  const link = standalone ? { href: next.to } : { component: RouterLink, to: next.to };
  return (
    <>
      <Confetti />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '300px minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Box>{card(result)}</Box>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h6" component="h2" fontWeight={700} gutterBottom>
            <Trans>Your Gift</Trans>
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap', mb: 3 }}>
            <Typography component="p" sx={{ fontSize: 32, fontWeight: 700, color: 'primary.main' }} data-testid="gift-amount">
              {gift.amount}
            </Typography>
            <Typography component="p" color="text.secondary" data-testid="gift-frequency">
              {gift.frequency}
            </Typography>
          </Box>
          <Typography variant="h6" component="h2" fontWeight={700} gutterBottom>
            <Trans>What&apos;s next?</Trans>
          </Typography>
          <Box sx={{ color: 'text.secondary', mb: 2 }}>{whatsNext}</Box>
          {next.note && (
            <Alert severity="info" sx={{ mb: 2 }}>
              <AlertTitle>
                <Trans>Recent Donations</Trans>
              </AlertTitle>
              {next.note}
            </Alert>
          )}
          <Button variant="contained" size="large" {...link}>
            {next.label}
          </Button>
        </Paper>
      </Box>
    </>
  );
}
