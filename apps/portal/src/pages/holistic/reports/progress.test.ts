import { describe, expect, it } from 'vitest';
import { emptyProgress, fromProgress, inUsd, toInput, validateForSubmit, type ProgressForm } from './progress';

const filled = (): ProgressForm => ({
  ...emptyProgress('2026.Q3', { supportedFieldWorkers: [{ contactId: 'c1', name: 'Fay' }], loanTotalUsd: 10000000, loanTerm: 12, currency: 'KES', exchangeRate: 129.5 }),
  projectState: 'ACTIVE',
  progressDesc: 'good',
  problemsDesc: 'none',
  hasReceivedFunds: 'yes',
  loadPaymentsThisQuarterUsd: '100',
  loanPaymentsTotalUsd: '300',
  expensesThisQuarterForeign: '1295',
  expensesThisQuarterDesc: 'flour',
  revenueThisQuarterForeign: '2590',
  revenueThisQuarterDesc: 'bread',
  supportedFieldWorkers: [{ contactId: 'c1', name: 'Fay', amountForeign: '50' }],
});

describe('holistic progress report form', () => {
  it('starts from the project and its proposal', () => {
    const f = emptyProgress('2026.Q3', { supportedFieldWorkers: [{ contactId: 'c1', name: 'Fay' }], loanTotalUsd: 10000000, loanTerm: 12, currency: 'KES', exchangeRate: 129.5 });
    expect(f.loanTotal).toBe('1000');
    expect(f.loanTerm).toBe('12');
    expect(f.exchangeRate).toBe('129.5');
    expect(f.supportedFieldWorkers).toEqual([{ contactId: 'c1', name: 'Fay', amountForeign: '' }]);
  });

  it('asks for every §5 field, and each field worker’s amount', () => {
    expect(validateForSubmit(filled(), 'p1')).toEqual({});
    const e = validateForSubmit(emptyProgress('2026.Q3', { supportedFieldWorkers: [{ contactId: 'c1', name: 'Fay' }] }), null);
    expect(e).toEqual({
      holisticProjectId: 'This field is required',
      projectState: 'This field is required',
      progressDesc: 'This field is required',
      problemsDesc: 'This field is required',
      hasReceivedFunds: 'This field is required',
      loadPaymentsThisQuarterUsd: 'This field is required',
      loanPaymentsTotalUsd: 'This field is required',
      currency: 'This field is required',
      exchangeRate: 'This field is required',
      expensesThisQuarterForeign: 'This field is required',
      expensesThisQuarterDesc: 'This field is required',
      revenueThisQuarterForeign: 'This field is required',
      revenueThisQuarterDesc: 'This field is required',
      'supportedFieldWorkers.0.amountForeign': 'Please enter amount received',
    });
  });

  it('shows USD only when the rate is above 0', () => {
    expect(inUsd('1295', '129.5')).toBe(100000);
    expect(inUsd('1295', '0')).toBeNull();
    expect(inUsd('1295', '')).toBeNull();
  });

  it('sends ×10000 integers, drops blank entries, and reads back what it sent', () => {
    const f = { ...filled(), miracles: [{ desc: '' }, { desc: 'healed' }] };
    const input = toInput(f, { _id: 'r1', holisticProjectId: 'p1' });
    expect(input.loanTotal).toBe(10000000);
    expect(input.expensesThisQuarterForeign).toBe(12950000);
    expect(input.supportedFieldWorkers).toEqual([{ contactId: 'c1', name: 'Fay', amountForeign: 500000 }]);
    expect(input.miracles).toEqual([{ desc: 'healed' }]);
    expect(input.hasReceivedFunds).toBe(true);
    const back = fromProgress({ ...input, miracles: [{ _id: 'm1', desc: 'healed' }], notes: '' } as never);
    expect(back).toEqual({ ...f, miracles: [{ _id: 'm1', desc: 'healed' }] });
  });
});
