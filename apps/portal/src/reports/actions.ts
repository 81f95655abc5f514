// Which buttons a report form offers in each status (spec/03 §2, §4).
import { MSG } from './messages';
import type { ReportStatus } from './status';

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
      { action: 'save', label: 'Save Draft' },
      { action: 'submit', label: kind === 'proposal' ? 'Submit Proposal' : 'Submit Report' },
    ];
  }
  if (s === 'PENDING') {
    return [{ action: 'unsubmit', label: kind === 'proposal' ? 'Save Changes & Unsubmit Proposal' : 'Unsubmit Report' }];
  }
  if (s === 'HOLD') {
    if (kind === 'training') return [{ action: 'unsubmit', label: 'Unsubmit Report' }];
    const label = { upg: 'Re-Submit Report', progress: 'Save Changes & Re-Submit', proposal: 'Save Changes & Re-Submit Report' }[kind];
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
  if (action === 'save') return 'Saving Draft ...';
  if (action === 'unsubmit') return 'Unsubmitting Report ...';
  return 'Submitting Report ...';
}

/** canDelete: only a report on the server that was never submitted. */
export function canDelete(isNew: boolean, submittedAt: string | null | undefined): boolean {
  return !isNew && !submittedAt;
}
