import { describe, expect, it } from 'vitest';
import { actionsFor, canDelete, successText, workingText } from './actions';

const labels = (k: Parameters<typeof actionsFor>[0], s: Parameters<typeof actionsFor>[1]) => actionsFor(k, s).map((b) => b.label);

describe('report form buttons', () => {
  it('offers the people group report buttons by status', () => {
    expect(labels('upg', null)).toEqual(['Save Draft', 'Submit Report']);
    expect(labels('upg', 'DRAFT')).toEqual(['Save Draft', 'Submit Report']);
    expect(labels('upg', 'PENDING')).toEqual(['Unsubmit Report']);
    expect(labels('upg', 'HOLD')).toEqual(['Re-Submit Report']);
    expect(labels('upg', 'APPROVED')).toEqual([]);
    expect(labels('upg', 'REJECTED')).toEqual([]);
  });

  it('offers the proposal, progress and training variants', () => {
    expect(labels('proposal', 'DRAFT')).toEqual(['Save Draft', 'Submit Proposal']);
    expect(labels('proposal', 'PENDING')).toEqual(['Save Changes & Unsubmit Proposal']);
    expect(labels('proposal', 'HOLD')).toEqual(['Save Changes & Re-Submit Report']);
    expect(labels('progress', 'HOLD')).toEqual(['Save Changes & Re-Submit']);
    expect(labels('training', 'HOLD')).toEqual(['Unsubmit Report']);
  });

  it('names the work in progress and gates delete', () => {
    expect(workingText('save')).toBe('Saving Draft ...');
    expect(workingText('submit')).toBe('Submitting Report ...');
    expect(workingText('resubmit')).toBe('Submitting Report ...');
    expect(workingText('unsubmit')).toBe('Unsubmitting Report ...');
    expect(canDelete(false, null)).toBe(true);
    expect(canDelete(true, null)).toBe(false);
    expect(canDelete(false, '2026-01-01T00:00:00Z')).toBe(false);
  });

  it('says what succeeded, in the words of each form', () => {
    expect(successText('upg', 'save')).toBe('Draft saved.');
    expect(successText('progress', 'save')).toBe('Report saved successfully');
    expect(successText('progress', 'resubmit')).toBe('Report submitted.');
    expect(successText('upg', 'unsubmit')).toBe('Report unsubmitted.');
    expect(successText('proposal', 'save')).toBe('Proposal saved.');
    expect(successText('proposal', 'unsubmit')).toBe('Proposal unsubmitted.');
    expect(successText('proposal', 'resubmit')).toBe('Proposal submitted.');
  });
});
