// One loan agreement (spec/02 "Loan agreements"): /holistic-projects/{projectId}/loan-agreement/view/{id}
// and /loan-agreement/sign/{id}, the same view with 'Print' on top (mails link there). Status,
// version, the frozen project, amount, terms, pay schedule, beneficiaries, sections with
// initials, parties (once past PREPARING) and attachments; 'Sign' and 'Initial' where the
// account the user acts for may, and a signature's answer replaces the local copy.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink, useParams } from '@reach/ui/router';
import { Button, Link } from '@reach/ui/mui';
import { Alert } from '@reach/ui/mui-menus';
import Stack from '@mui/material/Stack';
import { formatX4, request } from '@reach/ui';
import { initialsOf } from '@reach/ui/signatureFonts';
import { PageTitle } from '../../components/PageTitle';
import { Loading } from '../../components/Loading';
import { ErrorPanel } from '../../components/ErrorPanel';
import { useNotify } from '../../components/Notify';
import { useGql } from '../../data/useGql';
import { enumLabel } from '../../data/labels';
import { shortDate } from '../../data/text';
import { useSession } from '../../session/SessionContext';
import { Attachments, Block, Document, Facts, Heading, Page, Parties, PrintButton, Sections, useSignatureFonts, type MarkTarget } from './AgreementParts';
import { SignDialog } from './SignDialog';
import { INITIAL_LOAN_AGREEMENT_SECTION, LOAN_AGREEMENT, SIGN_LOAN_AGREEMENT, type LoanAgreement } from './queries';
import { myParties, sectionsLeft, signingHint } from './rules';

export default function LoanAgreementView({ sign = false }: { sign?: boolean }) {
  const { loanAgreementId = '' } = useParams();
  const { contactId } = useSession();
  const { notify } = useNotify();
  const { t } = useLingui();
  const { data, loading, error, refetch } = useGql(LOAN_AGREEMENT, { _id: loanAgreementId }, { quiet: true });
  // A signature's answer replaces the loaded copy until the next load (another account, say).
  const [local, setLocal] = useState<{ from: typeof data; value: LoanAgreement } | null>(null);
  const agreement = local && local.from === data ? local.value : (data?.loanAgreementForUser ?? null);
  const [target, setTarget] = useState<MarkTarget | null>(null);
  useSignatureFonts(agreement);

  if (loading && !data) return <Loading label={t`Loading loan agreement`} />;
  if (error || !agreement) {
    return (
      <Page>
        <PageTitle>{t`Loan Agreement`}</PageTitle>
        <ErrorPanel error={error ?? new Error(t`Agreement not found`)} />
      </Page>
    );
  }

  const a = agreement;
  const project = a.frozenProjectDetails;
  const mine = myParties(a.parties, contactId);
  const left = sectionsLeft(a.status, a.sections, a.parties, contactId);
  const unsigned = mine.filter((p) => !p.signature).length;
  const hint = mine.length > 0 ? signingHint(left, unsigned, 'under Parties') : null;

  const save = async ({ text, fontName }: { text: string; fontName: string }) => {
    try {
      if (!target) return;
      const date = new Date().toISOString();
      const contentHash = a.contentHash ?? undefined;
      if (target.kind === 'signature') {
        const d = await request(SIGN_LOAN_AGREEMENT, {
          signature: { loanAgreementId: a._id, signature: { partyId: target.party._id, signature: text, fontName, date, contentHash } },
        });
        setLocal({ from: data, value: d.signLoanAgreement });
        notify('success', t`Loan Agreement Signed`);
      } else {
        const d = await request(INITIAL_LOAN_AGREEMENT_SECTION, {
          initials: { loanAgreementId: a._id, initials: { sectionId: target.section._id, partyId: target.party._id, initials: text, fontName, date, contentHash } },
        });
        setLocal({ from: data, value: d.initialLoanAgreementSection });
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
      {sign && <PrintButton id={a._id} name={a.name} status={a.status} />}
      {!sign && a.projectId && (
        <Button component={RouterLink} to={`/holistic-projects/${a.projectId}/loan-agreements`}>
          <Trans>All Loan Agreements</Trans>
        </Button>
      )}
    </Stack>
  );

  return (
    <Page>
      <PageTitle actions={actions}>{a.name}</PageTitle>
      {a.status === 'SIGNING' && hint && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="signing-hint">
          {hint}
        </Alert>
      )}
      <Document>
        <Heading status={a.status} version={a.version} finalizedDate={a.finalizedDate} />
        <Block title={t`Project`}>
          <Facts
            rows={[
              [
                t`Project`,
                project && a.projectId ? (
                  <Link component={RouterLink} to={`/holistic-projects/${a.projectId}/info`}>
                    {project.projectName}
                  </Link>
                ) : (
                  (project?.projectName ?? '—')
                ),
              ],
              [t`Type`, project ? enumLabel(project.typeOfProject) : '—'],
              [t`Region`, project?.region || '—'],
              [t`Stage`, project ? enumLabel(project.stage) : '—'],
              ...(a.countryName || a.country ? ([[t`Country`, a.countryName || a.country]] as Array<[string, string]>) : []),
            ]}
          />
        </Block>
        <Block title={t`Loan`}>
          <Facts
            rows={[
              [t`Amount`, <span data-testid="loan-amount">{formatX4(a.amount)}</span>],
              [t`Terms`, a.terms || '—'],
              [t`Pay Schedule`, a.paySchedule || '—'],
              [t`Beneficiaries`, a.beneficiaries.length ? a.beneficiaries.map((b) => b.fullName).join(', ') : '—'],
              ...(a.approvalDate ? ([[t`Approved`, shortDate(a.approvalDate)]] as Array<[string, string]>) : []),
            ]}
          />
        </Block>
        <Sections sections={a.sections} status={a.status} parties={a.parties} contactId={contactId} onMark={setTarget} />
        <Parties status={a.status} parties={a.parties} contactId={contactId} onMark={setTarget} />
        <Attachments attachments={a.attachments} />
      </Document>
      {target && (
        <SignDialog
          key={target.kind === 'initials' ? `${target.section._id}:${target.party._id}` : target.party._id}
          mode={target.kind}
          title={target.kind === 'signature' ? t`Sign Loan Agreement` : t`Initial Section`}
          partyLabel={`${target.party.ref}: ${target.party.contactName}`}
          sectionTitle={target.kind === 'initials' ? target.section.title : undefined}
          defaultText={target.kind === 'signature' ? target.party.contactName : initialsOf(target.party.contactName)}
          submitLabel={target.kind === 'signature' ? t`Sign` : t`Save Initials`}
          onSubmit={save}
          onClose={() => setTarget(null)}
        />
      )}
    </Page>
  );
}
