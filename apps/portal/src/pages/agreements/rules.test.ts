import { describe, expect, it } from 'vitest';
import {
  activeMous,
  canSign,
  cutFilename,
  declaration,
  fontsIn,
  isPartySigned,
  lastSigned,
  loanAgreementPath,
  mouEntry,
  newestFirst,
  partiesToInitial,
  sectionsLeft,
  showsParties,
  signableParties,
  signingHint,
  STATUS_COLORS,
  STATUS_LABELS,
  validateSignForm,
} from './rules';

const ME = 'contact-me';
const ORG = 'contact-org';
const borrower = { _id: 'p1', contactId: ME, signature: null, date: null };
const lender = { _id: 'p2', contactId: ORG, signature: null, date: null };
const witness = { _id: 'p3', contactId: ME, signature: 'Pat Partner', date: '2026-03-01T10:00:00Z' };

describe('status labels and colours', () => {
  it('follow spec/02 §4', () => {
    expect(STATUS_COLORS).toEqual({ PREPARING: 'warning', PREVIEW: 'warning', SIGNING: 'info', SIGNED: 'success', CANCELLED: 'error' });
    expect(STATUS_LABELS.SIGNING).toBe('Signing');
  });
  it('parties show from PREVIEW on, never while PREPARING', () => {
    expect(showsParties('PREPARING')).toBe(false);
    expect(showsParties('PREVIEW')).toBe(true);
    expect(showsParties('CANCELLED')).toBe(true);
  });
});

describe('Sign buttons', () => {
  it('show only while SIGNING, on an unsigned party of the account the user acts for', () => {
    expect(canSign('SIGNING', borrower, ME)).toBe(true);
    expect(canSign('SIGNING', lender, ME)).toBe(false); // another account's party
    expect(canSign('SIGNING', lender, ORG)).toBe(true); // ... until the user acts for it
    expect(canSign('SIGNING', witness, ME)).toBe(false); // already signed
    expect(canSign('PREVIEW', borrower, ME)).toBe(false);
    expect(canSign('SIGNED', borrower, ME)).toBe(false);
    expect(canSign('SIGNING', borrower, null)).toBe(false);
  });
  it('a signature without a date still hides the button (signed is signature and date)', () => {
    const half = { ...borrower, signature: 'Pat' };
    expect(canSign('SIGNING', half, ME)).toBe(false);
    expect(isPartySigned(half)).toBe(false);
    expect(isPartySigned(witness)).toBe(true);
  });
  it('lists the signable parties in order', () => {
    expect(signableParties('SIGNING', [borrower, lender, witness], ME).map((p) => p._id)).toEqual(['p1']);
    expect(signableParties('SIGNING', [borrower, lender, witness], ORG).map((p) => p._id)).toEqual(['p2']);
  });
});

describe('Initial buttons', () => {
  const section = { _id: 's1', initials: [{ partyId: 'p3', fontName: 'Tangerine' }] };
  it("one per party of the user's account that has not initialled the section, only while SIGNING", () => {
    expect(partiesToInitial('SIGNING', section, [borrower, lender, witness], ME).map((p) => p._id)).toEqual(['p1']);
    expect(partiesToInitial('SIGNING', section, [borrower, lender, witness], ORG).map((p) => p._id)).toEqual(['p2']);
    expect(partiesToInitial('PREVIEW', section, [borrower], ME)).toEqual([]);
    expect(partiesToInitial('SIGNED', section, [borrower], ME)).toEqual([]);
    expect(partiesToInitial('SIGNING', section, [borrower], undefined)).toEqual([]);
  });
  it('counts the sections still to initial', () => {
    const done = { _id: 's2', initials: [{ partyId: 'p1' }] };
    expect(sectionsLeft('SIGNING', [section, done], [borrower], ME)).toBe(1);
    expect(sectionsLeft('SIGNING', [done], [borrower], ME)).toBe(0);
  });
});

describe('lastSigned', () => {
  it('is the latest party date, else the updated date', () => {
    expect(lastSigned({ lastSignedDate: '2026-03-02T00:00:00Z', updatedAt: '2026-03-05T00:00:00Z' })).toEqual({ label: 'Last signed', date: '2026-03-02T00:00:00Z' });
    expect(
      lastSigned({ updatedAt: '2026-03-05T00:00:00Z', parties: [{ date: '2026-03-01T00:00:00Z' }, { date: '2026-03-03T00:00:00Z' }, { date: null }] }),
    ).toEqual({ label: 'Last signed', date: '2026-03-03T00:00:00Z' });
    expect(lastSigned({ lastSignedDate: null, updatedAt: '2026-03-05T00:00:00Z', parties: [{ date: null }] })).toEqual({ label: 'Updated', date: '2026-03-05T00:00:00Z' });
  });
  it('orders newest first', () => {
    const list = [{ updatedAt: '2026-01-01T00:00:00Z' }, { updatedAt: '2026-03-01T00:00:00Z' }, { updatedAt: '2026-02-01T00:00:00Z' }];
    expect(newestFirst(list).map((a) => a.updatedAt.slice(5, 7))).toEqual(['03', '02', '01']);
  });
});

describe('cutFilename', () => {
  it('keeps names of 20 characters or fewer', () => {
    expect(cutFilename('budget.pdf')).toBe('budget.pdf');
    expect(cutFilename('12345678901234567890')).toBe('12345678901234567890');
  });
  it('cuts longer names to 20 characters, keeping a short extension', () => {
    const cut = cutFilename('Project budget 2026 final.pdf');
    expect(cut).toBe('Project budget….pdf');
    expect([...cut].length).toBeLessThanOrEqual(20);
    expect(cutFilename('Repayment schedule for the well.xlsx')).toBe('Repayment sche….xlsx');
  });
  it('cuts names without a short extension plainly, counting characters not bytes', () => {
    expect(cutFilename('a-very-long-name-without-any-extension')).toBe('a-very-long-name-wi…');
    const accented = cutFilename('Ñandú-überweisung-José-Müller.pdf');
    expect([...accented].length).toBe(20);
    expect(accented.endsWith('….pdf')).toBe(true);
  });
});

describe('fontsIn and paths', () => {
  it('lists each font shown once', () => {
    const a = { parties: [{ fontName: 'Tangerine' }, { fontName: null }, { fontName: 'Square Peg' }], sections: [{ _id: 's', initials: [{ partyId: 'p', fontName: 'Tangerine' }] }] };
    expect(fontsIn(a).sort()).toEqual(['Square Peg', 'Tangerine']);
  });
  it("links a card to its project's view, else to the sign page", () => {
    expect(loanAgreementPath({ _id: 'a1', projectId: 'h1' })).toBe('/holistic-projects/h1/loan-agreement/view/a1');
    expect(loanAgreementPath({ _id: 'a1', projectId: null })).toBe('/loan-agreement/sign/a1');
  });
});

describe('/mous entries', () => {
  it("say 'Ready to Sign' until the user's parties have signed, then 'Signed'", () => {
    expect(mouEntry({ _id: 'm1', status: 'SIGNING', parties: [borrower, lender] }, ME)).toEqual({ label: 'Ready to Sign', action: 'Sign', to: '/mou/sign/m1' });
    expect(mouEntry({ _id: 'm1', status: 'SIGNING', parties: [witness, lender] }, ME)).toEqual({ label: 'Signed', action: 'View', to: '/mous/view/m1' });
    expect(mouEntry({ _id: 'm1', status: 'SIGNED', parties: [borrower] }, ORG).label).toBe('Signed');
    expect(mouEntry({ _id: 'm1', status: 'SIGNING', parties: [lender] }, ME).label).toBe('Ready to Sign');
  });
  it('list only forms in SIGNING or SIGNED, newest first', () => {
    const list = [
      { id: 'a', status: 'SIGNED' as const, updatedAt: '2026-01-01T00:00:00Z' },
      { id: 'b', status: 'CANCELLED' as const, updatedAt: '2026-05-01T00:00:00Z' },
      { id: 'c', status: 'SIGNING' as const, updatedAt: '2026-02-01T00:00:00Z' },
      { id: 'd', status: 'PREVIEW' as const, updatedAt: '2026-03-01T00:00:00Z' },
    ];
    expect(activeMous(list).map((m) => m.id)).toEqual(['c', 'a']);
  });
});

describe('the signing form', () => {
  it('requires font and text, and for an MOU the declaration', () => {
    expect(validateSignForm({ fontName: 'Tangerine', text: 'Pat Partner' })).toEqual({});
    expect(validateSignForm({ fontName: '', text: '  ' })).toEqual({ fontName: 'This field is required', text: 'This field is required' });
    expect(validateSignForm({ fontName: 'Tangerine', text: 'Pat', agreed: false }, true)).toEqual({ agreed: 'This field is required' });
    expect(validateSignForm({ fontName: 'Tangerine', text: 'Pat', agreed: true }, true)).toEqual({});
  });
  it('declares in the signer’s name', () => {
    expect(declaration('Pat Partner')).toBe(
      'I, Pat Partner, declare that I am the person named above and that I have read and agree to this Partnership Agreement Form.',
    );
  });
});

describe('the signing line', () => {
  // The server takes a signature before the initials (backend/internal/agreement: SIGNED once
  // every party has signed and initialled every section), and 'Sign' is enabled from the start:
  // the line never asks for the initials first.
  it('asks for both, in either order, while both are left', () => {
    const hint = signingHint(3, 1, 'under Parties');
    expect(hint).toBe('Initial each section (3 sections left) and sign under Parties, in either order. Your part is done when you have done both.');
    expect(hint).not.toMatch(/then sign/);
  });
  it('names what is left once one is done', () => {
    expect(signingHint(1, 0)).toBe('You have signed. Initial each section (1 section left) to finish your part.');
    expect(signingHint(0, 1, 'under Parties')).toBe('Every section is initialled: sign under Parties to finish your part.');
    expect(signingHint(0, 2)).toBe('Every section is initialled: sign to finish your part.');
  });
  it('says nothing when the part is done', () => {
    expect(signingHint(0, 0)).toBeNull();
  });
});
