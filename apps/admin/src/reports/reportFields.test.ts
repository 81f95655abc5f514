import { describe, expect, it } from 'vitest';
import { attachmentIds, describeFields, fileSize, formatValue, isAmountKey, isPhoto, labelFor, placeFiles } from './reportFields';

describe('formatValue', () => {
  it('shows amounts kept ×10000 as dollars', () => {
    expect(formatValue('receivedForHimself', 1_250_000)).toBe('$125.00');
    expect(formatValue('receivedTotal', 123_456_789)).toBe('$12,345.68');
    expect(formatValue('loanTotalUsd', 0)).toBe('$0.00');
    expect(formatValue('amount', -50_000)).toBe('-$5.00');
    expect(formatValue('expensesThisQuarterForeign', 2_500_000)).toBe('250.00');
  });
  it('keeps counts, terms and rates as numbers', () => {
    expect(formatValue('loanTerm', 12)).toBe('12');
    expect(formatValue('exchangeRate', 3700.5)).toBe('3,700.5');
    expect(formatValue('numSalvations', 1234)).toBe('1,234');
    expect(formatValue('totalPeopleTrained', 40)).toBe('40');
  });
  it('reads booleans as yes or no and nothing as a dash', () => {
    expect(formatValue('onBehalfOf', true)).toBe('Yes');
    expect(formatValue('receivedFinancialSupport', false)).toBe('No');
    expect(formatValue('notes', null)).toBe('-');
    expect(formatValue('notes', '')).toBe('-');
    expect(formatValue('tags', [])).toBe('-');
    expect(formatValue('tags', ['a', 'b'])).toBe('a, b');
  });
  it('does not take a yes/no answer under a money word for an amount', () => {
    expect(isAmountKey('receivedFinancialSupport')).toBe(true);
    expect(formatValue('receivedFinancialSupport', 'yes')).toBe('yes');
  });
});

describe('labelFor', () => {
  it('turns keys into words', () => {
    expect(labelFor('numChurchesPlanted')).toBe('Number of churches planted');
    expect(labelFor('loanTotalUsd')).toBe('Loan total USD');
    expect(labelFor('useOfHolisticFundsDesc')).toBe('Use of holistic funds description');
    expect(labelFor('villageName')).toBe('Village name');
  });
});

describe('describeFields', () => {
  const fields = {
    churchesPlanted: [
      { _id: 'c1', villageName: 'Kibera', numChurches: 2 },
      { _id: 'c2', villageName: 'Mathare', numBelievers: 30 },
    ],
    eventAddress: { city: 'Nairobi', country: 'KE' },
    onBehalfOf: false,
    publicAttachmentIds: ['f1', 'f2'],
    privateAttachmentIds: ['f3'],
    receivedForHimself: 1_000_000,
  };
  it('makes tables of lists of objects, groups of objects and text of the rest', () => {
    const views = describeFields(fields);
    expect(views.map((v) => v.key)).toEqual(['churchesPlanted', 'eventAddress', 'onBehalfOf', 'receivedForHimself']);
    expect(views[0]).toEqual({
      kind: 'table',
      key: 'churchesPlanted',
      label: 'Churches planted',
      columns: [
        { key: 'villageName', label: 'Village name' },
        { key: 'numChurches', label: 'Number of churches' },
        { key: 'numBelievers', label: 'Number of believers' },
      ],
      rows: [
        ['Kibera', '2', '-'],
        ['Mathare', '-', '30'],
      ],
    });
    expect(views[1]).toMatchObject({ kind: 'group', label: 'Event address', entries: [{ text: 'Nairobi' }, { text: 'KE' }] });
    expect(views[2]).toMatchObject({ kind: 'text', text: 'No' });
    expect(views[3]).toMatchObject({ kind: 'text', text: '$100.00' });
  });
  it('is empty for anything but an object', () => {
    expect(describeFields(null)).toEqual([]);
    expect(describeFields([1, 2])).toEqual([]);
  });
  it('sets the attachment ids apart', () => {
    expect(attachmentIds(fields)).toEqual({ publicIds: ['f1', 'f2'], privateIds: ['f3'] });
    expect(attachmentIds({})).toEqual({ publicIds: [], privateIds: [] });
  });
});

describe('a report view lists its attachments', () => {
  const file = (id: string, contentType: string) => ({ _id: id, filename: `${id}.bin`, contentType, size: 1536, url: `https://files.example/${id}`, thumbnail: null });

  it('in the order the report names them, with those not uploaded by id', () => {
    const { found, missing } = placeFiles(['b', 'gone', 'a'], [file('a', 'image/jpeg'), file('b', 'application/pdf'), file('other', 'image/png')]);
    expect(found.map((f) => f._id)).toEqual(['b', 'a']);
    expect(missing).toEqual(['gone']);
  });

  it('with a size for people and photos told apart', () => {
    expect(fileSize(512)).toBe('512 B');
    expect(fileSize(1536)).toBe('1.5 KB');
    expect(fileSize(3 * 1024 * 1024)).toBe('3.0 MB');
    expect(isPhoto({ contentType: 'image/jpeg' })).toBe(true);
    expect(isPhoto({ contentType: 'application/pdf' })).toBe(false);
  });
});
