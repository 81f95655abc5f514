// ReportFormActions: a report form's buttons by status (spec/03 §2, §4), the modal shown while one
// works, the delete dialog for a report never submitted, the §8 toasts, and why the buttons wait
// (offline, or a copy on the device not yet restored or discarded).
import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Box, Button, CircularProgress, Typography } from '@reach/ui/mui';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@reach/ui/mui-menus';
import Stack from '@mui/material/Stack';
import { useNotify } from '../components/Notify';
import { actionsFor, canDelete, successText, workingText, type FormAction, type FormKind } from './actions';
import { offerPendingReason, offlineQueueReason, offlineSubmitReason } from './draftLogic';
import { MSG } from './messages';
import type { ReportStatus } from './status';

/**
 * An action handler answers false when it stopped without an error to report (e.g. the form shows
 * what is missing); it throws when the server refused.
 */
export type ActionHandler = () => Promise<boolean | void>;

export interface ReportFormActionsProps {
  kind: FormKind;
  status: ReportStatus | null | undefined;
  isNew: boolean;
  submittedAt?: string | null;
  online: boolean;
  /** offerPending: a copy kept on the device waits for Restore or Discard; the buttons wait too. */
  offerPending?: boolean;
  /** indicator is the offline draft's state text ("Saving…", "Saved", "Offline – saved on this device"). */
  indicator?: string;
  handlers: Partial<Record<FormAction, ActionHandler>>;
  onDelete?: () => Promise<void>;
  /**
   * offlineActions are the actions that still work offline (the report is queued on the device
   * and sent when the connection is back: offline/outbox.ts).
   */
  offlineActions?: FormAction[];
  /** toasts replace the success toast of an action (title and message), e.g. the training forms' (spec/03 §8). */
  toasts?: Partial<Record<FormAction | 'delete', Toast>>;
}

/** Toast is a success notice: its message and an optional title. */
export interface Toast {
  message: string;
  title?: string;
}

export function ReportFormActions({ kind, status, isNew, submittedAt, online, offerPending = false, indicator, handlers, onDelete, toasts, offlineActions = [] }: ReportFormActionsProps) {
  const { notify } = useNotify();
  const [working, setWorking] = useState<FormAction | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const buttons = actionsFor(kind, status);
  const waitReason = !online ? offlineSubmitReason() : offerPending ? offerPendingReason() : null;
  const queues = !online && !offerPending && buttons.some((b) => offlineActions.includes(b.action));
  const waits = (action: FormAction) => !!waitReason && !(queues && offlineActions.includes(action));

  const run = async (action: FormAction) => {
    const h = handlers[action];
    if (!h) return;
    setWorking(action);
    try {
      const ok = await h();
      setWorking(null);
      const toast = toasts?.[action];
      if (ok !== false) {
        if (toast) notify('success', toast.message, toast.title);
        else notify('success', successText(kind, action));
      }
    } catch {
      setWorking(null);
      notify('error', MSG.saveFailed, MSG.errorTitle);
    }
  };

  const remove = async () => {
    if (!onDelete) return;
    setDeleting(true);
    try {
      await onDelete();
      setDeleting(false);
      setConfirming(false);
      if (toasts?.delete) notify('success', toasts.delete.message, toasts.delete.title);
      else notify('success', MSG.deleted);
    } catch {
      setDeleting(false);
      notify('error', MSG.deleteFailed, MSG.errorTitle);
    }
  };

  return (
    <Box sx={{ mt: 3 }}>
      {waitReason && buttons.length > 0 && (
        <Typography variant="body2" color="warning.dark" sx={{ mb: 1 }} data-testid={online ? 'offer-reason' : 'offline-reason'}>
          {queues ? offlineQueueReason() : waitReason}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ xs: 'stretch', sm: 'center' }}>
        {buttons.map((b, i) => (
          <Button
            key={b.action}
            variant={i === buttons.length - 1 ? 'contained' : 'outlined'}
            disabled={waits(b.action) || !!working}
            title={waits(b.action) ? (waitReason ?? undefined) : undefined}
            onClick={() => void run(b.action)}
          >
            {b.label}
          </Button>
        ))}
        {indicator && (
          <Typography variant="body2" color="text.secondary" role="status" aria-live="polite" data-testid="draft-indicator" sx={{ flex: 1, textAlign: { sm: 'end' } }}>
            {indicator}
          </Typography>
        )}
      </Stack>
      {onDelete && canDelete(isNew, submittedAt) && (
        <Box sx={{ mt: 4, p: 2, border: 1, borderColor: 'error.light', borderRadius: 1 }}>
          <Typography variant="subtitle2" fontWeight={700}>
            {MSG.deleteTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            <Trans>This draft was never submitted; deleting it cannot be undone.</Trans>
          </Typography>
          <Button color="error" variant="outlined" onClick={() => setConfirming(true)} disabled={!!waitReason}>
            {MSG.deleteButton}
          </Button>
        </Box>
      )}
      <Dialog open={!!working} aria-labelledby="report-working">
        <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3 }}>
          <CircularProgress size={28} />
          <Typography id="report-working">{working ? workingText(working) : ''}</Typography>
        </DialogContent>
      </Dialog>
      <Dialog open={confirming} onClose={() => !deleting && setConfirming(false)} aria-labelledby="delete-report-title">
        <DialogTitle id="delete-report-title">{MSG.deleteTitle}</DialogTitle>
        <DialogContent>
          <Typography>{MSG.deleteText}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={deleting}>
            {MSG.cancel}
          </Button>
          <Button color="error" variant="contained" onClick={() => void remove()} disabled={deleting} startIcon={deleting ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {MSG.deleteButton}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
