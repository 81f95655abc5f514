import { describe, expect, it } from 'vitest';
import { emptyForm, fromReport, isFieldWorkerOnly, numChurchesPlanted, toInput, validateForSubmit, type UpgReportForm } from './upgReport';

const filled = (): UpgReportForm => ({
  ...emptyForm('2026.Q3'),
  onBehalfOf: 'no',
  receivedFinancialSupport: 'no',
  numHeardForFirstTime: '10',
  numSalvations: '3',
  numWaterBaptisms: '0',
});

describe('people group quarterly report form', () => {
  it('asks for every §5 field at submit', () => {
    const e = validateForSubmit(emptyForm(''), false);
    expect(e).toMatchObject({
      quarter: 'Please select a quarter',
      onBehalfOf: 'Please answer yes or no',
      receivedFinancialSupport: 'Please answer yes or no',
      numHeardForFirstTime: 'This field is required',
      numSalvations: 'This field is required',
      numWaterBaptisms: 'This field is required',
    });
    expect(validateForSubmit(filled(), false)).toEqual({});
  });

  it('does not ask a field worker about filing on behalf of someone', () => {
    const f = { ...filled(), onBehalfOf: '' as const };
    expect(validateForSubmit(f, true)).toEqual({});
    expect(validateForSubmit(f, false).onBehalfOf).toBe('Please answer yes or no');
    expect(isFieldWorkerOnly(['FIELD_WORKER'])).toBe(true);
    expect(isFieldWorkerOnly(['FIELD_WORKER', 'REGIONAL_COORDINATOR'])).toBe(false);
    expect(isFieldWorkerOnly([])).toBe(false);
  });

  it('asks for the on-behalf name and field worker, the amounts, and the holistic explanation', () => {
    const e = validateForSubmit({ ...filled(), onBehalfOf: 'yes', receivedFinancialSupport: 'yes', receivedForHolistic: '25' }, false);
    expect(e).toMatchObject({
      onBehalfOfName: 'Please enter a name',
      onBehalfOfContactId: 'Please select a field worker',
      receivedForHimself: 'Please enter a value',
      useOfHolisticFundsDesc: 'This field is required',
    });
    expect(validateForSubmit({ ...filled(), receivedFinancialSupport: 'yes', receivedForHimself: '0', receivedForHolistic: '0' }, false)).toEqual({});
  });

  it('marks every empty church cell Required', () => {
    const f = { ...filled(), churchesPlanted: [{ villageName: '', country: '', numChurches: '', numBelievers: '2' }] };
    expect(validateForSubmit(f, false)).toEqual({
      'churchesPlanted.0.villageName': 'Required',
      'churchesPlanted.0.country': 'Required',
      'churchesPlanted.0.numChurches': 'Required',
    });
  });

  it('sends amounts ×10000, drops blank entries and what a "no" hides', () => {
    const f: UpgReportForm = {
      ...filled(),
      onBehalfOf: 'no',
      onBehalfOfName: 'left over',
      receivedFinancialSupport: 'yes',
      receivedForHimself: '12.5',
      receivedForHolistic: '0',
      useOfHolisticFundsDesc: 'left over',
      miracles: [{ desc: 'healed' }, { desc: '  ' }],
      prayerRequests: [{ _id: 'p1', desc: 'rain' }],
      churchesPlanted: [{ villageName: 'A', country: 'KE', numChurches: '2', numBelievers: '40' }, { villageName: 'B', country: 'KE', numChurches: '1', numBelievers: '9' }],
    };
    const input = toInput(f, { _id: 'r1', peopleGroupId: 'g1', version: 3 }, false);
    expect(input).toMatchObject({
      _id: 'r1',
      version: 3,
      reportType: 'PG_QUARTERLY',
      peopleGroupId: 'g1',
      onBehalfOf: false,
      onBehalfOfName: '',
      onBehalfOfContactId: null,
      receivedForHimself: 125000,
      receivedForHolistic: 0,
      useOfHolisticFundsDesc: '',
      numSalvations: 3,
      miracles: [{ desc: 'healed' }],
      prayerRequests: [{ _id: 'p1', desc: 'rain' }],
    });
    expect(numChurchesPlanted(f)).toBe(3);
  });

  it('reads a saved report back into the same form', () => {
    const f: UpgReportForm = { ...filled(), receivedFinancialSupport: 'yes', receivedForHimself: '12.5', receivedForHolistic: '3', useOfHolisticFundsDesc: 'seeds', miracles: [{ _id: 'm1', desc: 'healed' }] };
    const input = toInput(f, { _id: 'r1', peopleGroupId: 'g1' }, false);
    const back = fromReport({ ...input, contactId: 'c1', hProjects: [], publicAttachmentIds: [], privateAttachmentIds: [], miracles: [{ _id: 'm1', desc: 'healed' }], prayerRequests: [] });
    expect(back).toEqual(f);
  });
});
