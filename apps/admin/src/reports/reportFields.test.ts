import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  attachmentIds,
  COLUMN_LABELS,
  describeFields,
  FIELD_LABELS,
  fileSize,
  formatValue,
  isAmountKey,
  isPhoto,
  labelFor,
  placeFiles,
  referencedIds,
  type Names,
} from './reportFields';

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
  it('names the fields with the portal’s words, not their keys', () => {
    expect(labelFor('miracles')).toBe('Testimonies');
    expect(labelFor('hProjects')).toBe('Holistic projects');
    expect(labelFor('numHeardForFirstTime')).toBe('Heard for the first time');
    expect(labelFor('onBehalfOfId')).toBe('Field worker');
    expect(labelFor('onBehalfOfName')).toBe('Filed on behalf by');
    expect(labelFor('useOfHolisticFundsDesc')).toBe('Use of holistic funds');
    expect(labelFor('loanTotalUsd')).toBe('Loan amount');
    expect(labelFor('villageName')).toBe('Village name');
  });

  it('names a column by its list: a testimony is not a description', () => {
    expect(labelFor('desc', 'miracles')).toBe('Testimony');
    expect(labelFor('desc', 'prayerRequests')).toBe('Prayer request');
    expect(labelFor('numChurches', 'churchesPlanted')).toBe('Churches');
  });

  it('still turns a key no table knows into words', () => {
    expect(labelFor('someNewCountOfThings')).toBe('Some new count of things');
  });

  // The report types' fields, as the server stores them (backend/internal/report's json tags).
  const reportDir = path.resolve(__dirname, '../../../../backend/internal/report');
  const stored = new Set<string>();
  for (const file of ['fields.go', 'upg_quarterly.go', 'holistic_progress.go', 'holistic_proposal.go', 'training_event.go', 'training_quarterly.go']) {
    for (const m of readFileSync(path.join(reportDir, file), 'utf8').matchAll(/json:"([^",]+)/g)) stored.add(m[1]);
  }
  const bookkeeping = ['_id', 'publicAttachmentIds', 'privateAttachmentIds'];

  it('reads the fields of every report type', () => {
    expect(readdirSync(reportDir)).toContain('upg_quarterly.go');
    expect(stored).toContain('numHeardForFirstTime');
    expect(stored.size).toBeGreaterThan(80);
  });

  it.each([...stored].filter((k) => !bookkeeping.includes(k)))('gives %s a label of its own', (key) => {
    expect(FIELD_LABELS[key] ?? COLUMN_LABELS[key], `no label for ${key}`).toMatch(/\S/);
  });
});

describe('names instead of ids and codes', () => {
  const records: Record<string, string> = { 'contacts/c1': 'Amir Rahman', 'holistic-projects/p1': 'Village wells', 'people-groups/g1': 'Bengali Muslim - Bangladesh' };
  const countries: Record<string, string> = { BD: 'Bangladesh' };
  const names: Names = { record: (resource, id) => records[`${resource}/${id}`], country: (code) => countries[code] };

  it('shows a field worker, a project, people groups and a country by name', () => {
    expect(formatValue('onBehalfOfId', 'c1', names)).toBe('Amir Rahman');
    expect(formatValue('projectId', 'p1', names)).toBe('Village wells');
    expect(formatValue('peopleGroupIds', ['g1'], names)).toBe('Bengali Muslim - Bangladesh');
    expect(formatValue('country', 'BD', names)).toBe('Bangladesh');
    // unknown ones stay as they are
    expect(formatValue('onBehalfOfId', 'c9', names)).toBe('c9');
    expect(formatValue('country', 'XX', names)).toBe('XX');
  });

  it('shows coded values and days for people', () => {
    expect(formatValue('typeOfProject', 'CLEAN_WATER')).toBe('Clean water');
    expect(formatValue('projectState', 'ACTIVE')).toBe('Active');
    expect(formatValue('potentialRole', 'REGIONAL_COORD')).toBe('Regional Coordinator');
    expect(formatValue('eventDate', '2026-11-02')).toBe('Nov 2, 2026');
  });

  it('gathers the ids to name, by resource, wherever they are', () => {
    const fields = {
      onBehalfOfId: 'c1',
      hProjects: [{ projectId: 'p1', status: 'ok' }, { projectId: 'p1' }],
      peopleGroupIds: ['g1', 'g2'],
      newAdoptions: [{ peopleGroupId: 'g3', contactInfo: { name: 'Ann' } }],
    };
    expect(referencedIds(fields)).toEqual({ contacts: ['c1'], 'holistic-projects': ['p1'], 'people-groups': ['g1', 'g2', 'g3'] });
  });

  it('lays out a people group quarterly report the way the portal words it', () => {
    const views = describeFields(
      {
        onBehalfOfId: 'c1',
        hProjects: [{ projectId: 'p1', status: 'On track', results: 'Two wells dug' }],
        churchesPlanted: [{ _id: 'x', country: 'BD', numBelievers: 31, numChurches: 2, villageName: 'Sylhet Char' }],
        miracles: [{ _id: 'm1', desc: 'A boy was healed.' }],
        itsmModulesTaught: { intro: true, mod1: false, mod2: true },
      },
      names,
    );
    expect(views.map((v) => v.label)).toEqual(['Field worker', 'Holistic projects', 'Churches planted', 'Testimonies', 'Modules taught']);
    expect(views[0]).toMatchObject({ text: 'Amir Rahman' });
    expect(views[1]).toMatchObject({ columns: [{ label: 'Holistic project' }, { label: 'Status' }, { label: 'Results' }], rows: [['Village wells', 'On track', 'Two wells dug']] });
    // the columns in the form's order, whatever the stored order
    expect(views[2]).toMatchObject({ columns: [{ label: 'Village name' }, { label: 'Country' }, { label: 'Churches' }, { label: 'Believers' }] });
    expect(views[2]).toMatchObject({ rows: [['Sylhet Char', 'Bangladesh', '2', '31']] });
    expect(views[3]).toMatchObject({ columns: [{ label: 'Testimony' }] });
    expect(views[4]).toMatchObject({ kind: 'text', text: 'Introduction, The Mission' });
  });
});

describe('describeFields', () => {
  const fields = {
    churchesPlanted: [
      { _id: 'c1', villageName: 'Kibera', numChurches: 2 },
      { _id: 'c2', villageName: 'Mathare', numBelievers: 30 },
    ],
    eventAddress: { country: 'KE', city: 'Nairobi' },
    onBehalfOf: false,
    publicAttachmentIds: ['f1', 'f2'],
    privateAttachmentIds: ['f3'],
    receivedForHimself: 1_000_000,
  };
  it('makes tables of lists of objects, groups of objects and text of the rest', () => {
    const views = describeFields(fields);
    // in the order the portal's forms ask for them
    expect(views.map((v) => v.key)).toEqual(['onBehalfOf', 'receivedForHimself', 'churchesPlanted', 'eventAddress']);
    expect(views[2]).toEqual({
      kind: 'table',
      key: 'churchesPlanted',
      label: 'Churches planted',
      columns: [
        { key: 'villageName', label: 'Village name' },
        { key: 'numChurches', label: 'Churches' },
        { key: 'numBelievers', label: 'Believers' },
      ],
      rows: [
        ['Kibera', '2', '-'],
        ['Mathare', '-', '30'],
      ],
    });
    expect(views[3]).toMatchObject({ kind: 'group', label: 'Event location', entries: [{ label: 'City', text: 'Nairobi' }, { label: 'Country', text: 'KE' }] });
    expect(views[0]).toMatchObject({ kind: 'text', text: 'No' });
    expect(views[1]).toMatchObject({ kind: 'text', text: '$100.00' });
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
