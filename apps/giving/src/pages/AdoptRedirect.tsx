// /partner/adopt-a-upg/{pgId}/redirect, step 3 'Payment': checks the query
// (spec/01 §5: any problem shows the 404 page), starts the checkout and sends
// the browser to Stripe Checkout (or the sandbox checkout page).
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useParams, useSearchParams } from '@reach/ui/router';
import { errorMessage, request } from '@reach/ui/graphql';
import { START_ADOPTION_CHECKOUT } from '../api/checkout';
import { PartnerPage, ADOPT_CRUMBS } from '../components/PartnerPage';
import { ADOPT_STEPS } from '../components/Steps';
import { Loading } from '../components/Loading';
import { ErrorBox } from '../components/ErrorBox';
import NotFound from './NotFound';
import { MESSAGES } from '../lib/messages';
import { parseAdoptionParams } from '../lib/payment';
import { goTo } from '../lib/navigate';

export default function AdoptRedirect() {
  const { pgId = '' } = useParams();
  const { t } = useLingui();
  const [search] = useSearchParams();
  const parsed = parseAdoptionParams(search);
  const [error, setError] = useState<string | null>(null);
  const key = `${pgId}?${search}`;

  useEffect(() => {
    if ('error' in parsed) return;
    let live = true;
    const p = parsed.params;
    request(START_ADOPTION_CHECKOUT, {
      input: {
        peopleGroupId: pgId,
        level: p.level,
        recurring: p.recurring,
        startDate: p.startDate ?? null,
        commitToAdopt: p.commitToAdopt,
        adoptionId: p.adoptionId ?? null,
        origin: window.location.origin,
      },
    }).then(
      (d) => live && goTo(d.startAdoptionCheckout.url),
      (e) => live && setError(errorMessage(e)),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if ('error' in parsed) return <NotFound reason={parsed.error} />;
  return (
    <PartnerPage title={t`Payment`} crumbs={[...ADOPT_CRUMBS, { label: t`Payment` }]} steps={ADOPT_STEPS} step={3}>
      {error ? <ErrorBox message={error} /> : <Loading label={MESSAGES.redirecting} />}
    </PartnerPage>
  );
}
