import { describe, expect, it } from 'vitest';
import {
  agreementActions,
  createData,
  editBlock,
  fromTemplateSearch,
  initialsGrid,
  MSG_CANCELLED,
  MSG_LOCKED,
  MSG_NOT_PREPARING,
  signedSummary,
  STATUS_COLORS,
  touched,
  updateData,
  type AgreementLike,
} from './agreementRules';

const fresh = (status: string, more: Partial<AgreementLike> = {}): AgreementLike => ({
  status,
  isTemplate: false,
  parties: [{ signature: null, date: null }, { signature: null, date: null }],
  sections: [{ initials: [] }],
  ...more,
});

const names = (a: AgreementLike) => agreementActions(a).map((x) => x.action);

describe('agreementActions', () => {
  it('offers editing, preview and signing while preparing', () => {
    expect(names(fresh('PREPARING'))).toEqual(['edit', 'preview', 'startSigning', 'cancel', 'newVersion']);
  });

  it('offers going back, signing and cancelling in preview', () => {
    expect(names(fresh('PREVIEW'))).toEqual(['backToPreparing', 'startSigning', 'cancel', 'newVersion']);
  });

  it('keeps a template out of preview and signing', () => {
    expect(names(fresh('PREVIEW', { isTemplate: true }))).toEqual(['backToPreparing', 'retireTemplate', 'newVersion']);
  });

  it('offers a template first for use, and retires it rather than cancelling', () => {
    expect(names(fresh('PREPARING', { isTemplate: true }))).toEqual(['useTemplate', 'edit', 'retireTemplate', 'newVersion']);
    // (a template never enters signing: the server refuses it)
    for (const status of ['PREPARING', 'PREVIEW']) {
      expect(names(fresh(status))).not.toContain('useTemplate');
      expect(names(fresh(status))).not.toContain('retireTemplate');
      expect(names(fresh(status, { isTemplate: true }))).not.toContain('cancel');
    }
    // a retired template is no longer used
    expect(names(fresh('CANCELLED', { isTemplate: true }))).toEqual(['newVersion']);
  });

  it('starts the create form from a template through its query string', () => {
    const search = fromTemplateSearch('t 1');
    expect(JSON.parse(new URLSearchParams(search.slice(1)).get('source') ?? '')).toEqual({ templateId: 't 1' });
  });

  it('lets signing go back to preparing only while nothing is signed or initialled', () => {
    expect(agreementActions(fresh('SIGNING'))).toEqual([
      { action: 'backToPreparing' },
      { action: 'cancel' },
      { action: 'newVersion' },
      { action: 'downloadPdf' },
    ]);
    const initialled = fresh('SIGNING', { sections: [{ initials: [{ partyId: 'p1' }] }] });
    expect(agreementActions(initialled)[0]).toEqual({ action: 'backToPreparing', disabled: MSG_LOCKED });
    const signed = fresh('SIGNING', { parties: [{ signature: 'Ana', date: '2026-01-02T00:00:00Z' }] });
    expect(agreementActions(signed)[0].disabled).toBe(MSG_LOCKED);
  });

  it('leaves a signed agreement to new versions and the PDF; never cancels it', () => {
    expect(names(fresh('SIGNED'))).toEqual(['newVersion', 'downloadPdf']);
  });

  it('offers the PDF of a cancelled agreement only when its content was frozen', () => {
    expect(names(fresh('CANCELLED'))).toEqual(['newVersion']);
    expect(names(fresh('CANCELLED', { contentHash: 'ab12' }))).toEqual(['newVersion', 'downloadPdf']);
  });
});

describe('editBlock', () => {
  it('allows edits only while preparing and untouched', () => {
    expect(editBlock(fresh('PREPARING'))).toBeNull();
    expect(editBlock(fresh('PREVIEW'))).toBe(MSG_NOT_PREPARING);
    expect(editBlock(fresh('SIGNING'))).toBe(MSG_NOT_PREPARING);
    expect(editBlock(fresh('SIGNED'))).toBe(MSG_LOCKED);
    expect(editBlock(fresh('CANCELLED'))).toBe(MSG_CANCELLED);
    expect(editBlock(fresh('SIGNING', { sections: [{ initials: [{ partyId: 'p' }] }] }))).toBe(MSG_LOCKED);
  });
});

describe('signatures', () => {
  it('counts a party as signed when signature and date are set', () => {
    expect(signedSummary([{ signature: 'A', date: '2026-01-01T00:00:00Z' }, { signature: null, date: null }])).toBe('1 / 2');
    expect(signedSummary([{ signature: 'A', date: null }])).toBe('0 / 1');
    expect(signedSummary(null)).toBe('0 / 0');
    expect(touched(fresh('SIGNING'))).toBe(false);
  });

  it('lays initials out by section and party, in the parties’ order', () => {
    const grid = initialsGrid(
      [
        { id: 's1', initials: [{ partyId: 'p2', initials: 'BB' }] },
        { id: 's2', initials: [] },
      ],
      [{ id: 'p1' }, { id: 'p2' }],
    );
    expect(grid.map((row) => row.cells.map((c) => c.initial?.initials ?? null))).toEqual([
      [null, 'BB'],
      [null, null],
    ]);
  });
});

describe('status colours', () => {
  it('are the spec’s: preparing and preview warning, signing blue, signed success, cancelled red', () => {
    expect(STATUS_COLORS).toEqual({ PREPARING: 'warning', PREVIEW: 'warning', SIGNING: 'info', SIGNED: 'success', CANCELLED: 'error' });
  });
});

describe('form data', () => {
  it('sends a blank create whole, without an empty template', () => {
    expect(createData({ templateId: null, name: 'Loan', sections: [] })).toEqual({ name: 'Loan', sections: [] });
  });

  it('sends a create from a template as the template and a name, leaving the content to it', () => {
    // an empty name is not sent: the server refuses it rather than copying the template's
    expect(createData({ templateId: 't1', name: '  ', sections: [], parties: [], reminderDays: 7, isTemplate: false })).toEqual({
      templateId: 't1',
    });
    expect(createData({ templateId: 't1', name: 'For Juba', isTemplate: true, amount: 5 })).toEqual({
      templateId: 't1',
      name: 'For Juba',
      isTemplate: true,
    });
  });

  it('clears an emptied project, people group or contact with ""', () => {
    expect(updateData({ projectId: null, contactId: 'c1', name: 'x' })).toEqual({ projectId: '', contactId: 'c1', name: 'x' });
    expect(updateData({ name: 'x' })).toEqual({ name: 'x' });
  });
});
