// Which buttons a report form offers in each status (spec/03 §2, §4), in the reader's language.
import { msg } from '@lingui/core/macro';
import { MSG } from './messages';
import type { ReportStatus } from './status';
import { texts } from './texts';

const LABELS = texts({
  save: msg`Save Draft`,
  submitReport: msg`Submit Report`,
  submitProposal: msg`Submit Proposal`,
  unsubmitProposal: msg`Save Changes & Unsubmit Proposal`,
  unsubmitReport: msg`Unsubmit Report`,
  resubmitReport: msg`Re-Submit Report`,
  resubmitProgress: msg`Save Changes & Re-Submit`,
  resubmitProposal: msg`Save Changes & Re-Submit Report`,
});

/** FormKind: people group quarterly, holistic progress, holistic proposal, training (event or quarterly). */
export type FormKind = 'upg' | 'progress' | 'proposal' | 'training';
export type FormAction = 'save' | 'submit' | 'unsubmit' | 'resubmit';

export interface ActionButton {
  action: FormAction;
  label: string;
}

/** actionsFor lists the buttons for a report of kind in status (null: not saved yet). */
export function actionsFor(kind: FormKind, status: ReportStatus | null | undefined): ActionButton[] {
  const s = status ?? 'DRAFT';
  if (s === 'DRAFT') {
    return [
      { action: 'save', label: LABELS.save },
      { action: 'submit', label: kind === 'proposal' ? LABELS.submitProposal : LABELS.submitReport },
    ];
  }
  if (s === 'PENDING') {
    return [{ action: 'unsubmit', label: kind === 'proposal' ? LABELS.unsubmitProposal : LABELS.unsubmitReport }];
  }
  if (s === 'HOLD') {
    if (kind === 'training') return [{ action: 'unsubmit', label: LABELS.unsubmitReport }];
    const label = { upg: LABELS.resubmitReport, progress: LABELS.resubmitProgress, proposal: LABELS.resubmitProposal }[kind];
    return [{ action: 'resubmit', label }];
  }
  return [];
}

/**
 * successText is the notice after an action succeeds (spec/03 §8): a proposal speaks of the
 * proposal; a progress report's save says "Report saved successfully", a people group report's
 * "Draft saved.". The training forms have toasts of their own (trainingForms.TOASTS).
 */
export function successText(kind: FormKind, action: FormAction): string {
  if (kind === 'proposal') return { save: MSG.proposalSaved, submit: MSG.proposalSubmitted, resubmit: MSG.proposalSubmitted, unsubmit: MSG.proposalUnsubmitted }[action];
  if (action === 'save') return kind === 'progress' ? MSG.reportSaved : MSG.draftSaved;
  return action === 'unsubmit' ? MSG.reportUnsubmitted : MSG.reportSubmitted;
}

/** workingText is what the progress modal reads while an action runs. */
export function workingText(action: FormAction): string {
  if (action === 'save') return MSG.savingDraft;
  if (action === 'unsubmit') return MSG.unsubmitting;
  return MSG.submitting;
}

/** canDelete: only a report on the server that was never submitted. */
export function canDelete(isNew: boolean, submittedAt: string | null | undefined): boolean {
  return !isNew && !submittedAt;
}
