// The staff's decisions on reports: Approve (stored at once, then undoable for a few seconds),
// Hold and Reject (each with a reason), and Approve for the rows selected. The server decides;
// its message (e.g. "This report was changed by someone else. Please reload it.") shows as a
// notice.
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  TextField,
  Tooltip,
} from '@mui/material';
import { useEffect, useRef, useState, type MouseEvent, type ReactElement } from 'react';
import {
  Button,
  useCloseNotification,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useUnselectAll,
  useUpdate,
  type RaRecord,
  Translate,
  useTranslate,
} from 'react-admin';
import { errorMessage, request } from '@reach/ui/graphql';
import { BULK_APPROVE_REPORTS, UNDO_REPORT_APPROVAL } from './reportCalls';
import { bulkMessage, decisionsFor, reportName, type Decision } from './reportRules';
import { APPROVAL_LABELS } from './reportLabels';

const AS_STAFF = { account: false } as const;

const RESOURCE = 'reports';

const DECISIONS: Record<Decision, { label: string; icon: ReactElement; color: 'success' | 'info' | 'error'; done: string; status: string }> = {
  approve: { label: 'reach.reports.approve', icon: <CheckCircleIcon />, color: 'success', done: 'reach.reports.report_approved', status: 'APPROVED' },
  hold: { label: 'reach.reports.hold', icon: <PauseCircleIcon />, color: 'info', done: 'reach.reports.report_put_on_hold', status: 'HOLD' },
  reject: { label: 'reach.reports.reject', icon: <BlockIcon />, color: 'error', done: 'reach.reports.report_rejected', status: 'REJECTED' },
};

// A row's buttons and dialogs sit inside a clickable row (rowClick="show"): their clicks stay
// theirs. (React passes events from a dialog's portal up through the row too.)
const stop = (e: MouseEvent) => e.stopPropagation();

/** ActionButton is a labelled button, or an icon button with a tooltip in a list row. */
const ActionButton = ({ decision, compact, onClick: act, disabled }: { decision: Decision; compact?: boolean; onClick: () => void; disabled?: boolean }) => {
  const translate = useTranslate();
  const d = DECISIONS[decision];
  const onClick = (e: MouseEvent) => {
    stop(e);
    act();
  };
  if (compact) {
    return (
      <Tooltip title={translate(d.label)}>
        <span>
          <IconButton size="small" color={d.color} aria-label={translate(d.label)} onClick={onClick} disabled={disabled}>
            {d.icon}
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  return (
    <Button label={d.label} onClick={onClick} disabled={disabled} color={d.color}>
      {d.icon}
    </Button>
  );
};

/**
 * UNDO_OFFERED_MS is how long the notice offers Undo after an approval: less than the server's
 * window (report.UndoWindow, 15 s), so a click near the end still arrives in time.
 */
export const UNDO_OFFERED_MS = 8_000;

/** UndoApprovalButton, in the approval's notice, takes the approval back. */
const UndoApprovalButton = ({ id }: { id: string }) => {
  const close = useCloseNotification();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await request(UNDO_REPORT_APPROVAL, { id }, { ...AS_STAFF, keepalive: true });
      close();
      notify('reach.reports.approval_undone', { type: 'info' });
    } catch (e) {
      close();
      notify(errorMessage(e), { type: 'error', multiLine: true });
    } finally {
      refresh();
    }
  };
  return (
    <MuiButton color="inherit" size="small" onClick={onClick} disabled={busy}>
      <Translate i18nKey="reach.reports.undo" />
    </MuiButton>
  );
};

/**
 * ApproveButton sends the approval at once (it is stored before the notice shows, so closing the
 * tab loses nothing), and the page shows what the server answered; the notice then offers Undo.
 */
const ApproveButton = ({ record, compact }: { record: RaRecord; compact?: boolean }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const onClick = () =>
    update(
      RESOURCE,
      { id: record.id, data: { status: 'APPROVED' }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(DECISIONS.approve.done, {
            type: 'info',
            autoHideDuration: UNDO_OFFERED_MS,
            action: <UndoApprovalButton id={String(record.id)} />,
          });
          refresh();
        },
        onError: (e) => notify(errorMessage(e), { type: 'error', multiLine: true }),
      },
    );
  return <ActionButton decision="approve" compact={compact} onClick={onClick} disabled={isPending} />;
};

/** ReasonButton asks why, then holds or rejects the report. */
const ReasonButton = ({ record, decision, compact }: { record: RaRecord; decision: 'hold' | 'reject'; compact?: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const d = DECISIONS[decision];
  const titleId = `${decision}-report-${record.id}`;
  const close = () => setOpen(false);
  const confirm = () =>
    update(
      RESOURCE,
      { id: record.id, data: { status: d.status, reason: reason.trim() }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(d.done, { type: 'success' });
          setReason('');
          close();
          refresh();
        },
        onError: (e) => notify(errorMessage(e), { type: 'error', multiLine: true }),
      },
    );
  return (
    <>
      <ActionButton decision={decision} compact={compact} onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={close} onClick={stop} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>
          {translate(decision === 'hold' ? 'reach.reports.put_on_hold_title' : 'reach.reports.reject_title', { report: reportName(record) })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate(decision === 'hold' ? 'reach.reports.hold_explained' : 'reach.reports.reject_explained')}
          </DialogContentText>
          <TextField
            autoFocus
            label={APPROVAL_LABELS.reason}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={2}
            fullWidth
            required
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}><Translate i18nKey="reach.reports.cancel" /></MuiButton>
          <MuiButton onClick={confirm} color={d.color} variant="contained" disabled={isPending || !reason.trim()}>
            {translate(decision === 'hold' ? 'reach.reports.put_on_hold' : 'reach.reports.reject_report')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};

/** DecisionButtons are the decisions the report's status offers now (none once decided). */
export const DecisionButtons = ({ compact }: { compact?: boolean }) => {
  const record = useRecordContext();
  if (!record) return null;
  const offered = decisionsFor(record.status);
  if (!offered.length) return null;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap' }}>
      {offered.map((decision) =>
        decision === 'approve' ? (
          <ApproveButton key={decision} record={record} compact={compact} />
        ) : (
          <ReasonButton key={decision} record={record} decision={decision} compact={compact} />
        ),
      )}
    </span>
  );
};

/** BulkApproveButton approves the selected reports at the versions the list showed. */
export const BulkApproveButton = () => {
  const { selectedIds, data } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(RESOURCE);
  const [busy, setBusy] = useState(false);
  // Every row this list has shown, as last shown: a selected row that a refresh took out of the
  // list (another staff member held it) keeps the version it was selected at, so the server
  // leaves it as stale instead of approving what nobody here has seen.
  const shown = useRef(new Map<string, RaRecord>());
  useEffect(() => {
    for (const r of data ?? []) shown.current.set(String(r.id), r);
  }, [data]);
  const onClick = async () => {
    const ids = selectedIds.map(String);
    const seen = shown.current;
    // 0 approves whatever version it is now: a row selected on another page was not seen here.
    const versions = ids.map((id) => Number(seen.get(id)?.version ?? 0));
    setBusy(true);
    try {
      const { bulkApproveReports: result } = await request(BULK_APPROVE_REPORTS, { ids, versions }, AS_STAFF);
      const names = (id: string) => (seen.has(id) ? reportName(seen.get(id)) : id);
      notify(bulkMessage(result.approved.length, result.skipped, names), {
        type: result.skipped.length ? 'warning' : 'success',
        multiLine: true,
        autoHideDuration: result.skipped.length ? 10_000 : undefined,
      });
      unselectAll();
    } catch (e) {
      notify(errorMessage(e), { type: 'error', multiLine: true });
    } finally {
      setBusy(false);
      refresh();
    }
  };
  return (
    <Button label="reach.reports.approve_selected" onClick={onClick} disabled={busy || !selectedIds.length}>
      <CheckCircleIcon />
    </Button>
  );
};
