// /partner/adopt-a-upg/success: completes the online adoption for the
// paymentToken and shows the sponsorship success page.
import { Trans, useLingui } from '@lingui/react/macro';
import { Typography } from '@reach/ui/mui';
import { COMPLETE_ONLINE_ADOPTION } from '../api/checkout';
import { ADOPT_CRUMBS } from '../components/PartnerPage';
import { SuccessPage } from '../components/SuccessPage';
import { PeopleGroupCard, Fact } from '../components/PeopleGroupCard';
import { GroupSummary } from '../components/GroupSummary';
import { levelInfo } from '../lib/levels';

export default function AdoptSuccess() {
  const { t, i18n } = useLingui();
  return (
    <SuccessPage
      crumbs={ADOPT_CRUMBS}
      mutation={COMPLETE_ONLINE_ADOPTION}
      field="completeOnlineAdoption"
      dashboard="/upgs"
      noun="people group"
      card={(r) => {
        const level = levelInfo(r.adoption?.level);
        const extra = level ? <Fact label={t`Level`}>{`${i18n._(level.label)} — ${i18n._(level.effect)}`}</Fact> : undefined;
        return r.peopleGroup ? <PeopleGroupCard pg={r.peopleGroup} extra={extra} photoHeight={180} heading="h2" /> : <GroupSummary pg={null} />;
      }}
      whatsNext={
        <>
          <Typography paragraph>
            <Trans>
              Thank you for standing with a native missionary. We will send a receipt to your email, and you will hear how the work among your
              people group grows: prayer requests, stories and reports.
            </Trans>
          </Typography>
          <Typography>
            <Trans>Create your account or open your dashboard to follow your people group and pray with us.</Trans>
          </Typography>
        </>
      }
    />
  );
}
