// What the loan agreement and MOU views share: the status label, signatures drawn in their
// fonts, sections with their initials, the parties with their signatures, the attachments and
// the 'Print' button. The rules of which buttons show are in rules.ts.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, Link, Paper, Typography } from '@reach/ui/mui';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { agreementPdfPath, downloadWithSession } from '@reach/ui/download';
import { loadSignatureFonts, signatureFontFamily } from '@reach/ui/signatureFonts';
import type { AgreementStatus } from '../../generated/graphql';
import { useNotify } from '../../components/Notify';
import { shortDate } from '../../data/text';
import { cutFilename, fontsIn, isPartySigned, partiesToInitial, showsParties, canSign, STATUS_COLORS, STATUS_TEXT } from './rules';
import type { Attachment, Party, Section } from './queries';

/** CONTENT_WIDTH is the widest an agreement's content gets (spec/02 §9). */
export const CONTENT_WIDTH = 800;

export function StatusChip({ status }: { status: AgreementStatus }) {
  const { i18n } = useLingui();
  return <Chip size="small" color={STATUS_COLORS[status]} label={i18n._(STATUS_TEXT[status])} data-testid="agreement-status" />;
}

/** Page keeps an agreement screen at most CONTENT_WIDTH wide, centred. */
export function Page({ children }: { children: ReactNode }) {
  return <Box sx={{ maxWidth: CONTENT_WIDTH, mx: 'auto', width: '100%' }}>{children}</Box>;
}

/** useSignatureFonts loads the fonts of the signatures and initials an agreement shows, once. */
export function useSignatureFonts(a: { parties: ReadonlyArray<{ fontName?: string | null }>; sections?: ReadonlyArray<Section> } | null) {
  const fonts = a ? fontsIn(a).sort().join('|') : '';
  useEffect(() => {
    if (fonts) void loadSignatureFonts(fonts.split('|'));
  }, [fonts]);
}

/** Mark draws a signature or initials in the font they were given in. */
export function Mark({ text, font, size = 32 }: { text: string; font: string | null | undefined; size?: number }) {
  return (
    <Typography
      component="span"
      data-testid="signature-mark"
      data-font={font ?? ''}
      sx={{ fontFamily: font ? signatureFontFamily(font) : undefined, fontSize: size, lineHeight: 1.2, color: 'text.primary', wordBreak: 'break-word' }}
    >
      {text}
    </Typography>
  );
}

/** Block is one titled part of the document. */
export function Block({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box component="section" sx={{ py: 2 }} data-testid={testId}>
      <Typography variant="subtitle1" component="h2" fontWeight={700} sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Facts is a list of labelled values, two columns from small screens up. */
export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1 } }}>
      {rows.map(([k, v]) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {k}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word', whiteSpace: 'pre-line' }}>
            {v ?? '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Heading is the status and version line at the top of a document. */
export function Heading({ status, version, finalizedDate, children }: { status: AgreementStatus; version: number; finalizedDate?: string | null; children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 1 }}>
      <StatusChip status={status} />
      <Typography variant="body2" color="text.secondary" data-testid="agreement-version">
        <Trans>Version {version}</Trans>
      </Typography>
      {status === 'SIGNED' && finalizedDate && (
        <Typography variant="body2" color="text.secondary">
          {t`Signed by every party on ${shortDate(finalizedDate)}`}
        </Typography>
      )}
      {children}
    </Stack>
  );
}

export type MarkTarget = { kind: 'signature'; party: Party } | { kind: 'initials'; party: Party; section: Section };

interface PartsProps {
  status: AgreementStatus;
  parties: Party[];
  contactId: string | null;
  onMark: (t: MarkTarget) => void;
}

/** Sections lists the sections with every party's initials and the user's 'Initial' buttons. */
export function Sections({ sections, status, parties, contactId, onMark }: PartsProps & { sections: Section[] }) {
  const byId = new Map(parties.map((p) => [p._id, p]));
  const { t } = useLingui();
  return (
    <Box component="section" aria-label={t`Sections`}>
      {sections.map((s, n) => {
        const toInitial = partiesToInitial(status, s, parties, contactId);
        return (
          <Box key={s._id} sx={{ py: 2, borderTop: 1, borderColor: 'divider', mt: n === 0 ? 1 : 0 }} data-testid="agreement-section">
            <Typography variant="subtitle1" component="h2" fontWeight={700} sx={{ mb: 1 }}>
              {s.title}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
              {s.text}
            </Typography>
            {showsParties(status) && parties.length > 0 && (
              // One row per party: its initials, then its 'Initial' button, kept together. On a
              // phone each party has a line of its own; wider, the rows sit side by side.
              <Box sx={{ mt: 1.5, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, flexWrap: 'wrap', gap: { xs: 1, sm: 1.5 }, columnGap: { sm: 3 }, alignItems: { xs: 'stretch', sm: 'center' } }}>
                {parties.map((p) => {
                  const given = s.initials.find((i) => i.partyId === p._id);
                  const mine = toInitial.some((x) => x._id === p._id);
                  return (
                    <Box key={p._id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="section-party">
                      <Box
                        sx={{ px: 1.25, py: 0.5, borderRadius: 1, bgcolor: 'grey.100', display: 'flex', alignItems: 'baseline', gap: 1, flex: { xs: 1, sm: 'none' }, minWidth: 0 }}
                        data-testid="section-initials"
                      >
                        <Typography variant="caption" color="text.secondary">
                          {p.ref}
                        </Typography>
                        {given ? (
                          <>
                            <Mark text={given.initials} font={given.fontName} size={24} />
                            <Typography variant="caption" color="text.secondary">
                              {shortDate(given.date)}
                            </Typography>
                          </>
                        ) : (
                          <Typography variant="caption" color="text.secondary" fontStyle="italic">
                            <Trans>Not initialled</Trans>
                          </Typography>
                        )}
                      </Box>
                      {mine && (
                        <Button
                          size="small"
                          variant="contained"
                          onClick={() => onMark({ kind: 'initials', party: byId.get(p._id)!, section: s })}
                          aria-label={toInitial.length > 1 || parties.length > 1 ? t`Initial ${s.title} as ${p.ref}` : t`Initial ${s.title}`}
                          sx={{ flexShrink: 0 }}
                        >
                          <Trans>Initial</Trans>
                        </Button>
                      )}
                    </Box>
                  );
                })}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

/** Parties lists who signs, their signatures in their fonts, and 'Sign' where the user may sign. */
export function Parties({ status, parties, contactId, onMark }: PartsProps) {
  const { t } = useLingui();
  if (!showsParties(status) || parties.length === 0) return null;
  return (
    <Block title={t`Parties`} testId="agreement-parties">
      <Stack divider={<Divider flexItem />} spacing={0}>
        {parties.map((p) => {
          const signed = isPartySigned(p);
          return (
            <Box
              key={p._id}
              data-testid="agreement-party"
              sx={{ py: 1.5, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 1, sm: 2 }, alignItems: { sm: 'center' } }}
            >
              <Box sx={{ flex: '1 1 40%', minWidth: 0 }}>
                <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                  {p.ref}
                </Typography>
                <Typography variant="body2" fontWeight={600}>
                  {p.contactName}
                </Typography>
                {p.name && p.name !== p.contactName && p.name !== p.ref && (
                  <Typography variant="body2" color="text.secondary">
                    {p.name}
                  </Typography>
                )}
              </Box>
              <Box sx={{ flex: '1 1 60%', minWidth: 0, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', justifyContent: { sm: 'flex-end' } }}>
                {signed ? (
                  <Box sx={{ textAlign: { sm: 'right' } }}>
                    <Box sx={{ borderBottom: 1, borderColor: 'text.secondary', px: 1 }}>
                      <Mark text={p.signature!} font={p.fontName} size={[...p.signature!].length > 20 ? 28 : 36} />
                    </Box>
                    <Typography variant="caption" color="text.secondary">
                      {t`Signed ${shortDate(p.date)}`}
                    </Typography>
                  </Box>
                ) : (
                  <Typography variant="body2" color="text.secondary" fontStyle="italic">
                    <Trans>Not signed</Trans>
                  </Typography>
                )}
                {canSign(status, p, contactId) && (
                  <Button variant="contained" onClick={() => onMark({ kind: 'signature', party: p })} aria-label={parties.length > 1 ? t`Sign as ${p.ref}` : t`Sign`}>
                    <Trans>Sign</Trans>
                  </Button>
                )}
              </Box>
            </Box>
          );
        })}
      </Stack>
    </Block>
  );
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB'];
/** fileSize is a size for people: 1536 -> "1.5 KB". */
export function fileSize(bytes: number): string {
  let n = bytes;
  let u = 0;
  while (n >= 1024 && u < SIZE_UNITS.length - 1) {
    n /= 1024;
    u++;
  }
  return `${u === 0 ? n : n.toFixed(1)} ${SIZE_UNITS[u]}`;
}

/** Attachments lists the attached files, names cut at 20 characters, each downloadable. */
export function Attachments({ attachments }: { attachments: Attachment[] }) {
  const { t } = useLingui();
  if (attachments.length === 0) return null;
  return (
    <Block title={t`Attachments`} testId="agreement-attachments">
      <Stack spacing={1}>
        {attachments.map((a) => {
          const filename = a.file?.filename ?? a.name;
          return (
            <Box key={a._id} sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline', flexWrap: 'wrap' }} data-testid="agreement-attachment">
              {a.ref && (
                <Typography variant="body2" color="text.secondary" sx={{ minWidth: 80 }}>
                  {a.ref}
                </Typography>
              )}
              {a.file?.url ? (
                <Link href={a.file.url} download={filename} target="_blank" rel="noopener noreferrer" title={filename} variant="body2">
                  {cutFilename(filename)}
                </Link>
              ) : (
                <Typography variant="body2" title={filename}>
                  {cutFilename(filename)}
                </Typography>
              )}
              {a.file && (
                <Typography variant="caption" color="text.secondary">
                  {fileSize(a.file.size)}
                </Typography>
              )}
            </Box>
          );
        })}
      </Stack>
    </Block>
  );
}

/** PRINT_STATUSES are the statuses the server renders a PDF in (from SIGNING on). */
const PRINT_STATUSES: readonly AgreementStatus[] = ['SIGNING', 'SIGNED', 'CANCELLED'];

/** PrintButton downloads the server's PDF of the agreement with the session's headers. */
export function PrintButton({ id, name, status }: { id: string; name: string; status: AgreementStatus }) {
  const { notify } = useNotify();
  const [busy, setBusy] = useState(false);
  const ready = PRINT_STATUSES.includes(status);
  const { t } = useLingui();
  return (
    <Button
      variant="outlined"
      disabled={busy || !ready}
      title={ready ? undefined : t`The PDF is ready once signing opens.`}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadWithSession(agreementPdfPath(id), `${name || 'agreement'}.pdf`);
        } catch (e) {
          notify('error', e instanceof Error ? e.message : String(e), t`Error`);
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? t`Preparing PDF…` : t`Print`}
    </Button>
  );
}

/** Document is the sheet an agreement is written on. */
export function Document({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ px: { xs: 2, sm: 4 }, py: { xs: 2, sm: 3 } }} data-testid="agreement-document">
      {children}
    </Paper>
  );
}
