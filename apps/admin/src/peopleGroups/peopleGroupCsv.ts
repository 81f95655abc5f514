// The People Groups list's CSV: readable headers and values, as Payments' and Adoptions' are
// (Joshua Project's data, credited in the last column with each group's profile there).
import { BIBLE_STATUS_NAMES, JP_SCALE_NAMES, peopleGroupName } from '@reach/ui/words';
import { ADOPTION_LEVEL_LABELS, csvRegionName } from '../choices';
import { isoTime, type CsvColumn } from '../export/csv';

type PeopleGroup = Record<string, unknown> & { cumulativeStats?: Record<string, unknown> | null };

const yesNo = (value: unknown) => (value == null ? '' : value ? 'yes' : 'no');
const count = (value: unknown) => (typeof value === 'number' ? value : '');
const stat = (key: string) => (r: PeopleGroup) => count(r.cumulativeStats?.[key]);
const named = (names: Record<number, string>, value: unknown) => (typeof value === 'number' ? (names[value] ?? String(value)) : '');

export const peopleGroupCsvColumns: CsvColumn<PeopleGroup>[] = [
  { header: 'People group', value: (r) => peopleGroupName(r), text: true },
  { header: 'Name across countries', value: (r) => r.nameAcrossCountries as string, text: true },
  { header: 'Name in country', value: (r) => r.nameInCountry as string, text: true },
  { header: 'Country', value: (r) => r.country as string, text: true },
  { header: 'Country code', value: (r) => r.countryCode as string },
  { header: 'Region', value: (r) => (r.regionCode ? csvRegionName(r.regionCode) : ((r.region as string) ?? '')) },
  { header: 'Continent', value: (r) => r.continent as string },
  { header: 'Population', value: (r) => count(r.population) },
  { header: 'Primary religion', value: (r) => r.primaryReligion as string, text: true },
  { header: 'Primary language', value: (r) => r.primaryLanguage as string, text: true },
  { header: 'Bible status', value: (r) => named(BIBLE_STATUS_NAMES, r.bibleStatus) },
  { header: 'Progress scale', value: (r) => named(JP_SCALE_NAMES, r.jpScale) },
  { header: 'Least reached', value: (r) => yesNo(r.leastReached) },
  { header: 'Frontier', value: (r) => yesNo(r.frontier) },
  { header: 'Focus level', value: (r) => count(r.focusLevelNo) },
  { header: 'Adoptions available', value: (r) => count(r.numAdoptionsAvailable) },
  { header: 'Suggested level', value: (r) => ADOPTION_LEVEL_LABELS[r.suggestedAdoptionLevel as string] ?? ((r.suggestedAdoptionLevel as string) || '') },
  { header: 'Adopters', value: (r) => count(r.numAdopters) },
  { header: 'Field workers', value: (r) => count(r.numFieldWorkers) },
  { header: 'Regional coordinators', value: (r) => count(r.numRegionalCoords) },
  { header: 'Holistic projects', value: (r) => count(r.numHolisticProjects) },
  { header: 'Quarters reported', value: stat('numQuarters') },
  { header: 'Churches planted', value: stat('numChurchesPlanted') },
  { header: 'Heard for the first time', value: stat('numHeardForFirstTime') },
  { header: 'Salvations', value: stat('numSalvations') },
  { header: 'Water baptisms', value: stat('numWaterBaptisms') },
  { header: 'Testimonies', value: stat('numMiracles') },
  { header: 'Prayer requests', value: stat('numPrayerRequests') },
  { header: 'People group id', value: (r) => (r.id ?? r._id) as string },
  { header: 'Updated (UTC)', value: (r) => isoTime(r.updatedAt) },
  { header: 'Joshua Project profile', value: (r) => r.jpUrl as string },
];
