import { describe, expect, it } from 'vitest';
import { adoptionCsvColumns } from '../adoptions/adoptionCsv';
import { paymentCsvColumns } from '../payments/paymentCsv';
import { peopleGroupCsvColumns } from '../peopleGroups/peopleGroupCsv';
import { userCsvColumns } from '../users/userCsv';
import { toCsv, type CsvColumn } from './csv';

// Records as the list's data provider hands them over (GraphQL names, __typename included).
const peopleGroup = {
  id: 'bg-22492',
  _id: 'bg-22492',
  __typename: 'PeopleGroup',
  nameAcrossCountries: 'Bengali Muslim',
  nameInCountry: 'Bengali',
  country: 'Bangladesh',
  countryCode: 'BG',
  region: 'Asia, South',
  regionCode: '4',
  continent: 'Asia',
  population: 140_000_000,
  primaryReligion: 'Islam',
  primaryLanguage: 'Bengali',
  bibleStatus: 5,
  jpScale: 1,
  leastReached: true,
  frontier: false,
  focusLevelNo: 5,
  numAdoptionsAvailable: 3,
  suggestedAdoptionLevel: 'ADOPTER_LV1',
  numAdopters: 2,
  numFieldWorkers: 1,
  numRegionalCoords: 0,
  numHolisticProjects: 1,
  cumulativeStats: { __typename: 'UpgCumulativeStats', numQuarters: 4, numChurchesPlanted: 7, numHeardForFirstTime: 120, numSalvations: 14, numWaterBaptisms: 9, numMiracles: 6, numPrayerRequests: 3 },
  updatedAt: '2026-11-21T19:50:30.123Z',
  jpUrl: 'https://joshuaproject.net/people_groups/22492/BG',
};

const user = {
  id: 'u1',
  __typename: 'User',
  username: 'rc-ana',
  name: 'Ana Ruiz',
  email: 'ana@example.org',
  phone: null,
  roles: ['partner', 'regional-coordinator'],
  active: true,
  emailVerified: false,
  lastSignInAt: '2026-11-28T19:09:00.000Z',
  createdAt: '2026-01-02T03:04:05.000Z',
  contactId: 'c1',
};

/** cellsOf splits one CSV line (quoted cells may hold commas and doubled quotes). */
const cellsOf = (line: string): string[] => {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  return [...cells, cell];
};

/** table writes one record and reads it back, header by header. */
const table = <R,>(columns: CsvColumn<R>[], record: R) => {
  const [header, row] = toCsv(columns, [record]).replace(/^\uFEFF/, '').split('\r\n');
  const cells = cellsOf(row);
  const headers = cellsOf(header);
  expect(cells).toHaveLength(headers.length);
  return Object.fromEntries(headers.map((h, i) => [h, cells[i]]));
};

describe('CSV exports a spreadsheet user can read', () => {
  const exports: Array<[string, CsvColumn<never>[]]> = [
    ['people groups', peopleGroupCsvColumns as CsvColumn<never>[]],
    ['users', userCsvColumns as CsvColumn<never>[]],
    ['payments', paymentCsvColumns as CsvColumn<never>[]],
    ['adoptions', adoptionCsvColumns as CsvColumn<never>[]],
  ];

  it.each(exports)('%s: headers are words, not field names', (_name, columns) => {
    for (const { header } of columns) {
      expect(header, header).not.toMatch(/[a-z][A-Z]|\.|_|__typename/);
      expect(header.charAt(0), header).toMatch(/[A-Z]/);
    }
  });

  it('people groups: names, labels and yes/no instead of codes', () => {
    const row = table(peopleGroupCsvColumns, peopleGroup);
    expect(row['People group']).toBe('Bengali Muslim - Bangladesh');
    expect(row['Suggested level']).toBe('Level 1');
    expect(row['Bible status']).toBe('Complete Bible');
    expect(row['Progress scale']).toBe('Unreached');
    expect(row['Region']).toBe('Asia, South');
    expect(row['Least reached']).toBe('yes');
    expect(row['Frontier']).toBe('no');
    expect(row['Population']).toBe('140000000');
    expect(row['Testimonies']).toBe('6');
    expect(row['Updated (UTC)']).toBe('2026-11-21T19:50:30Z');
    expect(Object.values(row).join(',')).not.toMatch(/ADOPTER_|__typename|UpgCumulativeStats|\[object/);
  });

  it('users: roles by name, yes/no, times in UTC', () => {
    const row = table(userCsvColumns, user);
    expect(row['Roles']).toBe('Regional Coordinator, Partner');
    expect(row['Active']).toBe('yes');
    expect(row['Email verified']).toBe('no');
    expect(row['Phone']).toBe('');
    expect(row['Last sign-in (UTC)']).toBe('2026-11-28T19:09:00Z');
    expect(Object.values(row).join(',')).not.toMatch(/regional-coordinator|__typename|true|false/);
  });
});
