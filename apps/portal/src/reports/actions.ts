// Which buttons a report form offers in each status (spec/03 §2, §4).
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
