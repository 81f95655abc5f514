// /partner/sponsor-a-project/{projectId}/redirect, step 3: checks the query
// (spec/01 §5; any problem shows the 404 page), starts the checkout and sends
// the browser to Stripe Checkout or the sandbox checkout. The Skip id
// (__reach__) gives to the holistic fund: no projectId is sent.
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useParams, useSearchParams } from '@reach/ui/router';
import { errorMessage, request } from '@reach/ui/graphql';
import { START_PROJECT_SPONSORSHIP_CHECKOUT } from '../api/checkout';
import { PartnerPage, PROJECT_CRUMBS } from '../components/PartnerPage';
import { PROJECT_STEPS } from '../components/Steps';
import { Loading } from '../components/Loading';
import { ErrorBox } from '../components/ErrorBox';
import NotFound from './NotFound';
import { REACH_PICKS } from '../lib/giving';
import { MESSAGES } from '../lib/messages';
import { parseProjectParams } from '../lib/payment';
import { goTo } from '../lib/navigate';

export default function ProjectRedirect() {
  const { projectId = '' } = useParams();
  const { t } = useLingui();
  const [search] = useSearchParams();
  const parsed = parseProjectParams(search);
  const [error, setError] = useState<string | null>(null);
  const key = `${projectId}?${search}`;

  useEffect(() => {
    if ('error' in parsed) return;
    let live = true;
    const p = parsed.params;
    request(START_PROJECT_SPONSORSHIP_CHECKOUT, {
      input: {
        projectId: projectId === REACH_PICKS ? null : projectId,
        amount: p.amount,
        recurring: p.recurring,
        startDate: p.startDate ?? null,
        commitToAdopt: p.commitToAdopt,
        origin: window.location.origin,
      },
    }).then(
      (d) => live && goTo(d.startProjectSponsorshipCheckout.url),
      (e) => live && setError(errorMessage(e)),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if ('error' in parsed) return <NotFound reason={parsed.error} />;
  return (
    <PartnerPage title={t`Payment`} crumbs={[...PROJECT_CRUMBS, { label: t`Payment` }]} steps={PROJECT_STEPS} step={3}>
      {error ? <ErrorBox message={error} /> : <Loading label={MESSAGES.redirecting} />}
    </PartnerPage>
  );
}
