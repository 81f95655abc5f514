import { describe, expect, it } from 'vitest';
import { PROPOSAL_MSG, emptyProposal, fromProposal, setupExpenses, summary, toInput, validateForSubmit, type ProposalForm } from './proposal';

const fw = { _id: 'c1', fullName: 'Fay Worker' };

const filled = (): ProposalForm => ({
  ...emptyProposal(),
  onBehalfOf: 'no',
  projectName: 'Bakery',
  typeOfProject: 'SMALL_BUSINESS',
  desc: 'Bread for the village',
  peopleGroups: [{ _id: 'pg1', nameAcrossCountries: 'Fulani', country: 'Nigeria' }],
  vision: 'v',
  goals: 'g',
  loanTotalUsd: '1000',
  loanTerm: '12',
  currency: 'NGN',
  exchangeRate: '10',
  setupExpensesDesc: 'oven',
  recurringMonthlyExpensesForeign: '500',
  recurringMonthlyExpensesDesc: 'flour',
  recurringMonthlyRevenueForeign: '2500',
  recurringMonthlyRevenueDesc: 'bread',
  supportedFieldWorkers: [{ contact: fw, amountForeign: '100' }],
  otherProfitUses: 'school fees',
  paymentPlan: [
    { dueAt: '2027-01-01', amount: '400' },
    { dueAt: '2027-06-01', amount: '600' },
  ],
  paymentMethod: 'bank transfer',
  loanDetails: 'monthly',
  marketAnalysis: 'm',
  riskAnalysis: 'r',
  locationRisk: 'l',
  responsiblePersons: [{ contact: fw, role: 'Baker', projectedHrsPerWeek: '20', priorExperience: 'years' }],
});

describe('holistic proposal form', () => {
  it('passes when every §5 rule holds', () => {
    expect(validateForSubmit(filled())).toEqual({});
  });

  it('asks for every field with the spec’s exact messages', () => {
    const e = validateForSubmit({ ...emptyProposal(), paymentPlan: [{ dueAt: '', amount: '' }] });
    expect(e).toMatchObject({
      projectName: 'Please enter a project name',
      typeOfProject: 'Please select a project type',
      desc: 'Please enter a project description',
      peopleGroupIds: 'At least one affected people group is required',
      vision: 'This field is required',
      loanTotalUsd: 'This field is required',
      loanTerm: 'This field is required',
      exchangeRate: 'This field is required',
      supportedFieldWorkers: 'At least one supported field worker is required',
      responsiblePersons: 'At least one responsible person is required',
      'paymentPlan.0.dueAt': 'Thie field is required',
      'paymentPlan.0.amount': 'Thie field is required',
      paymentMethod: 'This field is required',
      loanDetails: 'This field is required',
    });
  });

  it('asks each responsible person for a contact, role, hours and experience', () => {
    const e = validateForSubmit({ ...filled(), responsiblePersons: [{ contact: null, role: 'x', projectedHrsPerWeek: '', priorExperience: '' }] });
    expect(e).toEqual({
      'responsiblePersons.0.contactId': 'Please select a field worker',
      'responsiblePersons.0.projectedHrsPerWeek': 'This field is required',
      'responsiblePersons.0.priorExperience': 'This field is required',
    });
  });

  it('derives setup expenses and the §9 summary, and refuses an unprofitable project', () => {
    const f = filled();
    expect(setupExpenses(f)).toBe(10000 * 10000);
    const s = summary(f);
    expect(s.profitBeforeLoan.monthly).toBe(1900 * 10000);
    expect(s.profitBeforeLoan.total).toBe(1900 * 12 * 10000);
    expect(s.loanForeign).toBe(10000 * 10000);
    expect(s.net.total).toBe((1900 * 12 - 10000) * 10000);
    expect(s.loanBalance).toBe(0);
    const poor = { ...f, recurringMonthlyRevenueForeign: '600' };
    expect(summary(poor).net.total).toBeLessThan(0);
    expect(validateForSubmit(poor).netProfit).toBe('Please re-evaluate the above entries.  In order to submit this proposal, your project must appear profitable.');
    expect(PROPOSAL_MSG.profitable).toContain('entries.  In');
  });

  it('wants the repayment plan to add up to the loan', () => {
    const f = { ...filled(), paymentPlan: [{ dueAt: '2027-01-01', amount: '400' }] };
    expect(summary(f).loanBalance).toBe(600 * 10000);
    expect(validateForSubmit(f).paymentPlan).toBe('Loan repayment remaining amount must be $0.00');
  });

  it('sends ×10000 integers and drops empty rows on save', () => {
    const f: ProposalForm = {
      ...filled(),
      peopleGroups: [null, { _id: 'pg1', nameAcrossCountries: 'Fulani', country: 'Nigeria' }, null],
      supportedFieldWorkers: [{ contact: null, amountForeign: '' }, { contact: fw, amountForeign: '100.25' }],
      responsiblePersons: [{ contact: null, role: '', projectedHrsPerWeek: '', priorExperience: '' }],
      exchangeRate: '1.1',
      loanTotalUsd: '0.3',
    };
    const input = toInput(f, { _id: 'p1', version: 3 });
    expect(input.peopleGroupIds).toEqual(['pg1']);
    expect(input.supportedFieldWorkers).toEqual([{ contactId: 'c1', fieldWorkerName: 'Fay Worker', amountForeign: 1002500 }]);
    expect(input.responsiblePersons).toEqual([]);
    expect(input.loanTotalUsd).toBe(3000);
    expect(input.loanTotalForeign).toBe(3300);
    expect(input.exchangeRate).toBe(1.1);
    expect(input.loanTerm).toBe(12);
    expect(input.paymentPlan).toEqual([
      { dueAt: '2027-01-01', amount: 4000000 },
      { dueAt: '2027-06-01', amount: 6000000 },
    ]);
    for (const v of [input.loanTotalUsd, input.loanTotalForeign, input.recurringMonthlyRevenueForeign]) expect(Number.isInteger(v)).toBe(true);
    expect(input.version).toBe(3);
  });

  it('reads back what it sent', () => {
    const input = toInput(filled(), { _id: 'p1' });
    const back = fromProposal({
      ...input,
      typeOfProject: 'SMALL_BUSINESS',
      onBehalfOfId: null,
      holisticProjectId: null,
      peopleGroups: [{ _id: 'pg1', nameAcrossCountries: 'Fulani', country: 'Nigeria' }],
      supportedFieldWorkers: input.supportedFieldWorkers.map((w) => ({ ...w, contactId: w.contactId })),
      responsiblePersons: input.responsiblePersons,
    });
    expect(back).toEqual(filled());
  });
});
