// The staff actions on one agreement: Preview, Start Signing, Back to Preparing, Cancel Agreement
// (with a reason), New Version, Download PDF and Remind; on a template, Use This Template and
// Retire Template. Which show comes from agreementActions; the server decides, and its message
// (e.g. what is missing before signing starts) shows as a notice.
import BlockIcon from '@mui/icons-material/Block';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import DrawIcon from '@mui/icons-material/Draw';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import UndoIcon from '@mui/icons-material/Undo';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  Tooltip,
} from '@mui/material';
import { useState, type ReactElement } from 'react';
import { Button, EditButton, Link, useCreatePath, useNotify, useRecordContext, useRedirect, useRefresh, Translate, useTranslate } from 'react-admin';
import { agreementPdfPath, downloadWithSession } from '@reach/ui/download';
import { errorMessage, request } from '@reach/ui/graphql';
import { agreementActions, fromTemplateSearch, type AgreementAction, type AgreementLike, type AgreementStatus, type OfferedAction } from './agreementRules';
import { MOVE_AGREEMENT, NEW_AGREEMENT_VERSION, REMIND_AGREEMENT_PARTY } from './agreementCalls';
import type { AgreementKind } from './kinds';

// The back office acts as the staff member themself (docs/architecture.md).
const AS_STAFF = { account: false } as const;

/** useCall runs one call at a time, tells how it went and reloads the page's record. */
const useCall = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  // success is a message key; args fill its placeholders.
  const run = async (call: () => Promise<unknown>, success: string, reload = true, args?: Record<string, unknown>): Promise<boolean> => {
    setPending(true);
    try {
      await call();
      notify(success, { type: 'success', messageArgs: args });
      return true;
    } catch (e) {
      notify(errorMessage(e), { type: 'error', multiLine: true });
      return false;
    } finally {
      setPending(false);
      if (reload) refresh();
    }
  };
  return { run, pending };
};

/** WithReason shows a disabled action's reason on hover (a disabled button takes no hover itself). */
const WithReason = ({ reason, children }: { reason?: string; children: ReactElement }) => {
  const translate = useTranslate();
  // A reason is a message key (agreementRules' MSG_*) or the server's words, shown as they come.
  return reason ? (
    <Tooltip title={translate(reason, { _: reason })}>
      <span>{children}</span>
    </Tooltip>
  ) : (
    children
  );
};

const MOVES: Record<'preview' | 'startSigning' | 'backToPreparing', { to: AgreementStatus; label: string; done: string; icon: ReactElement }> = {
  preview: { to: 'PREVIEW', label: 'reach.agreements.preview', done: 'reach.agreements.moved_to_preview', icon: <VisibilityIcon /> },
  startSigning: { to: 'SIGNING', label: 'reach.agreements.start_signing', done: 'reach.agreements.signing_started', icon: <DrawIcon /> },
  backToPreparing: { to: 'PREPARING', label: 'reach.agreements.back_to_preparing', done: 'reach.agreements.back_to_preparing_done', icon: <UndoIcon /> },
};

const MoveButton = ({ kind, move, disabled }: { kind: AgreementKind; move: keyof typeof MOVES; disabled?: string }) => {
  const record = useRecordContext();
  const { run, pending } = useCall();
  const m = MOVES[move];
  if (!record) return null;
  const onClick = () =>
    run(() => request(MOVE_AGREEMENT, { id: String(record.id), agreementType: kind.type, status: m.to }, AS_STAFF), m.done);
  return (
    <WithReason reason={disabled}>
      <Button label={m.label} onClick={onClick} disabled={pending || !!disabled}>
        {m.icon}
      </Button>
    </WithReason>
  );
};

// Cancelling an agreement and retiring a template are the same move (to CANCELLED, with a reason)
// in the words of each (message keys).
const ENDINGS = {
  agreement: {
    label: 'reach.agreements.cancel_agreement',
    title: 'reach.agreements.cancel_title',
    text: 'reach.agreements.cancel_explained',
    confirm: 'reach.agreements.cancel_confirm',
    done: 'reach.agreements.agreement_cancelled',
  },
  template: {
    label: 'reach.agreements.retire_template',
    title: 'reach.agreements.retire_title',
    text: 'reach.agreements.retire_explained',
    confirm: 'reach.agreements.retire_confirm',
    done: 'reach.agreements.template_retired',
  },
} as const;

/**
 * CancelButton asks why, then cancels the agreement (a cancelled one is kept, never signed), or
 * retires a template.
 */
const CancelButton = ({ kind }: { kind: AgreementKind }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { run, pending } = useCall();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  if (!record) return null;
  const words = record.isTemplate ? ENDINGS.template : ENDINGS.agreement;
  const close = () => {
    setOpen(false);
    setError('');
  };
  const confirm = async () => {
    if (!reason.trim()) {
      setError(translate('reach.validation.required'));
      return;
    }
    const ok = await run(
      () => request(MOVE_AGREEMENT, { id: String(record.id), agreementType: kind.type, status: 'CANCELLED', reason: reason.trim() }, AS_STAFF),
      words.done,
    );
    if (ok) {
      setReason('');
      close();
    }
  };
  return (
    <>
      <Button label={words.label} onClick={() => setOpen(true)} sx={{ color: 'error.main' }}>
        <BlockIcon />
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="cancel-agreement-title" fullWidth maxWidth="sm">
        <DialogTitle id="cancel-agreement-title">
          {translate(words.title, { name: record.name })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(words.text)}</DialogContentText>
          <TextField
            autoFocus
            label={translate('reach.agreements.reason')}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              if (e.target.value.trim()) setError('');
            }}
            error={!!error}
            helperText={error || ' '}
            multiline
            minRows={2}
            fullWidth
            required
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}><Translate i18nKey="reach.agreements.keep_it" /></MuiButton>
          <MuiButton onClick={confirm} color="error" variant="contained" disabled={pending}>
            {translate(words.confirm)}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};

/**
 * UseTemplateButton opens the create form started from this template; the new agreement is named
 * there. The page's main action: its words stay on a phone too (react-admin's Button drops them).
 */
const UseTemplateButton = ({ kind }: { kind: AgreementKind }) => {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <MuiButton
      component={Link}
      to={{ pathname: createPath({ resource: kind.resource, type: 'create' }), search: fromTemplateSearch(String(record.id)) }}
      variant="contained"
      size="small"
      startIcon={<ContentCopyIcon />}
    >
      <Translate i18nKey="reach.agreements.use_this_template" />
    </MuiButton>
  );
};

/** NewVersionButton copies the agreement into a new one, one version up, and opens it to edit. */
export const NewVersionButton = ({ kind, variant }: { kind: AgreementKind; variant?: 'text' | 'contained' | 'outlined' }) => {
  const record = useRecordContext();
  const { run, pending } = useCall();
  const redirect = useRedirect();
  if (!record) return null;
  const onClick = async () => {
    let made: { id: string; version: number } | undefined;
    const ok = await run(
      async () => {
        made = (await request(NEW_AGREEMENT_VERSION, { id: String(record.id), agreementType: kind.type }, AS_STAFF)).newAgreementVersion;
      },
      'reach.agreements.new_version_created',
      false,
    );
    if (ok && made) redirect('edit', kind.resource, made.id);
  };
  return (
    <Button label="reach.agreements.new_version" onClick={onClick} disabled={pending} variant={variant}>
      <CallSplitIcon />
    </Button>
  );
};

/** DownloadPdfButton saves the agreement's PDF (the server renders it from SIGNING on). */
const DownloadPdfButton = () => {
  const record = useRecordContext();
  const { run, pending } = useCall();
  if (!record) return null;
  const fallback = `${String(record.name || 'agreement').replace(/[\\/:*?"<>|]+/g, ' ').trim()} v${record.version}.pdf`;
  return (
    <Button
      label="reach.agreements.download_pdf"
      onClick={() => run(() => downloadWithSession(agreementPdfPath(String(record.id)), fallback, AS_STAFF), 'reach.agreements.pdf_downloaded', false)}
      disabled={pending}
    >
      <DownloadIcon />
    </Button>
  );
};

const ActionButton = ({ kind, offered }: { kind: AgreementKind; offered: OfferedAction }) => {
  const action: AgreementAction = offered.action;
  switch (action) {
    case 'edit':
      return <EditButton />;
    case 'preview':
    case 'startSigning':
    case 'backToPreparing':
      return <MoveButton kind={kind} move={action} disabled={offered.disabled} />;
    case 'cancel':
    case 'retireTemplate':
      return <CancelButton kind={kind} />;
    case 'useTemplate':
      return <UseTemplateButton kind={kind} />;
    case 'newVersion':
      return <NewVersionButton kind={kind} />;
    case 'downloadPdf':
      return <DownloadPdfButton />;
  }
};

/** AgreementActionButtons are the actions the agreement's status offers now. */
export const AgreementActionButtons = ({ kind, only }: { kind: AgreementKind; only?: AgreementAction[] }) => {
  const record = useRecordContext();
  if (!record) return null;
  const offered = agreementActions(record as unknown as AgreementLike).filter((o) => !only || only.includes(o.action));
  return (
    <>
      {offered.map((o) => (
        <ActionButton key={o.action} kind={kind} offered={o} />
      ))}
    </>
  );
};

/** RemindButton mails an unsigned party again; off (with the server's reason) when it cannot. */
export const RemindButton = ({ kind, partyId, partyName, off }: { kind: AgreementKind; partyId: string; partyName: string; off?: string | null }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { run, pending } = useCall();
  if (!record) return null;
  const onClick = () =>
    run(
      () => request(REMIND_AGREEMENT_PARTY, { id: String(record.id), agreementType: kind.type, partyId }, AS_STAFF),
      'reach.agreements.reminder_sent',
      true,
      { name: partyName },
    );
  return (
    <WithReason reason={off ?? undefined}>
      <Button label="reach.agreements.remind" onClick={onClick} disabled={pending || !!off} size="small" aria-label={translate('reach.agreements.remind_party', { name: partyName })}>
        <NotificationsActiveIcon />
      </Button>
    </WithReason>
  );
};
