// One partnership agreement form (spec/02 "Partnership commitment forms"): /mous/view/{id} and
// /mou/sign/{id}. The people group, role and contact as the form froze them, sections with
// their initials, the parties, 'Print' and 'Sign'. Signing declares that the signer is the named
// contact and has read and agrees; a progress modal shows while it saves.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink, useParams } from '@reach/ui/router';
import { Button } from '@reach/ui/mui';
import { Alert } from '@reach/ui/mui-menus';
import Stack from '@mui/material/Stack';
import { request } from '@reach/ui';
import { initialsOf } from '@reach/ui/signatureFonts';
import { PageTitle } from '../../components/PageTitle';
import { Loading } from '../../components/Loading';
import { ErrorPanel } from '../../components/ErrorPanel';
import { JoshuaProjectCredit } from '../../components/JoshuaProjectCredit';
import { useNotify } from '../../components/Notify';
import { useGql } from '../../data/useGql';
import { roleLabel } from '../../data/labels';
import { useSession } from '../../session/SessionContext';
import { Attachments, Block, Document, Facts, Heading, Page, Parties, PrintButton, Sections, useSignatureFonts, type MarkTarget } from './AgreementParts';
import { SignDialog } from './SignDialog';
import { INITIAL_MOU_SECTION, MOU, SIGN_MOU, type Mou } from './queries';
import { declaration, myParties, sectionsLeft, signableParties, signingHint } from './rules';
import { peopleGroupName } from '@reach/ui/words';

export default function MouView() {
  const { mouId = '' } = useParams();
  const { contactId } = useSession();
  const { notify } = useNotify();
  const { t } = useLingui();
  const { data, loading, error, refetch } = useGql(MOU, { _id: mouId }, { quiet: true });
  const [local, setLocal] = useState<{ from: typeof data; value: Mou } | null>(null);
  const mou = local && local.from === data ? local.value : (data?.mouForUser ?? null);
  const [target, setTarget] = useState<MarkTarget | null>(null);
  useSignatureFonts(mou);

  if (loading && !data) return <Loading label={t`Loading partnership agreement form`} />;
  if (error || !mou) {
    return (
      <Page>
        <PageTitle>{t`Partnership Agreement Form`}</PageTitle>
        <ErrorPanel error={error ?? new Error(t`Agreement not found`)} />
      </Page>
    );
  }

  const m = mou;
  const group = m.frozenPeopleGroupDetails;
  const contact = m.frozenContactDetails;
  const mine = myParties(m.parties, contactId);
  const left = sectionsLeft(m.status, m.sections, m.parties, contactId);
  const toSign = signableParties(m.status, m.parties, contactId);
  const hint = mine.length > 0 ? signingHint(left, toSign.length) : null;

  const save = async ({ text, fontName }: { text: string; fontName: string }) => {
    try {
      if (!target) return;
      const date = new Date().toISOString();
      const contentHash = m.contentHash ?? undefined;
      if (target.kind === 'signature') {
        const d = await request(SIGN_MOU, { signature: { mouId: m._id, partyId: target.party._id, signature: text, fontName, date, contentHash } });
        setLocal({ from: data, value: d.signMouForUser });
        notify('success', t`Partnership Commitment Form Signed`);
      } else {
        const d = await request(INITIAL_MOU_SECTION, {
          initials: { mouId: m._id, sectionId: target.section._id, partyId: target.party._id, initials: text, fontName, date, contentHash },
        });
        setLocal({ from: data, value: d.initialMouSectionForUser });
        notify('success', t`Initials Saved`);
      }
    } catch (e) {
      // The view may be behind (another device signed, staff changed the agreement): read it
      // again behind the form, which shows the server's message.
      refetch();
      throw e;
    }
    setTarget(null);
  };

  const actions = (
    <Stack direction="row" spacing={1}>
      <Button component={RouterLink} to="/mous">
        <Trans>All Forms</Trans>
      </Button>
      <PrintButton id={m._id} name={m.name} status={m.status} />
      {toSign.length > 0 && (
        <Button variant="contained" onClick={() => setTarget({ kind: 'signature', party: toSign[0] })}>
          <Trans>Sign</Trans>
        </Button>
      )}
    </Stack>
  );

  return (
    <Page>
      <PageTitle actions={actions}>{m.name}</PageTitle>
      {m.status === 'SIGNING' && hint && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="signing-hint">
          {hint}
        </Alert>
      )}
      <Document>
        <Heading status={m.status} version={m.version} finalizedDate={m.finalizedDate} />
        <Block title={t`Partnership`}>
          <Facts
            rows={[
              [t`People Group`, group ? peopleGroupName({ nameAcrossCountries: group.name, country: group.country }) : (m.peopleGroupName ?? '—')],
              [t`Role`, m.role ? roleLabel(m.role) : '—'],
              [t`Contact`, contact ? [contact.fullName, contact.email].filter(Boolean).join(' · ') : (m.contactName ?? '—')],
            ]}
          />
        </Block>
        <Sections sections={m.sections} status={m.status} parties={m.parties} contactId={contactId} onMark={setTarget} />
        <Parties status={m.status} parties={m.parties} contactId={contactId} onMark={setTarget} />
        <Attachments attachments={m.attachments} />
      </Document>
      {(group || m.peopleGroupName) && <JoshuaProjectCredit />}
      {target && (
        <SignDialog
          key={target.kind === 'initials' ? `${target.section._id}:${target.party._id}` : target.party._id}
          mode={target.kind}
          title={target.kind === 'signature' ? t`Sign Partnership Agreement Form` : t`Initial Section`}
          partyLabel={`${target.party.ref}: ${target.party.contactName}`}
          sectionTitle={target.kind === 'initials' ? target.section.title : undefined}
          defaultText={target.kind === 'signature' ? target.party.contactName : initialsOf(target.party.contactName)}
          declaration={target.kind === 'signature' ? declaration(target.party.contactName) : undefined}
          savingText={target.kind === 'signature' ? t`Saving your signature…` : undefined}
          submitLabel={target.kind === 'signature' ? t`Sign` : t`Save Initials`}
          onSubmit={save}
          onClose={() => setTarget(null)}
        />
      )}
    </Page>
  );
}
