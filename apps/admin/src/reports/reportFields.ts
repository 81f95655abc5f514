// A readable view of a report type's own fields (the `fields` JSON), without knowing the type:
// labels from the keys, yes/no for booleans, dollars for amounts (kept ×10000, spec/03 §9),
// small tables for lists of objects. The attachment ids are set apart.
import { formatX4 } from '@reach/ui/money';

/** FieldView is one labelled entry: text, a table (a list of objects) or a group (an object). */
export type FieldView =
  | { kind: 'text'; key: string; label: string; text: string }
  | { kind: 'table'; key: string; label: string; columns: { key: string; label: string }[]; rows: string[][] }
  | { kind: 'group'; key: string; label: string; entries: FieldView[] };

/** ATTACHMENT_KEYS hold file ids, listed on their own. */
export const ATTACHMENT_KEYS = ['publicAttachmentIds', 'privateAttachmentIds'] as const;

const WORDS: Record<string, string> = { usd: 'USD', id: 'ID', ids: 'IDs', upg: 'UPG', itsm: 'ITSM', desc: 'description', num: 'number of' };

/** labelFor turns a key into words: "numHeardForFirstTime" -> "Number of heard for first time". */
export const labelFor = (key: string): string => {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((w) => WORDS[w.toLowerCase()] ?? w.toLowerCase());
  const text = words.join(' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : key;
};

const AMOUNT = /amount|received|loan|expenses|revenue|payments|total/i;
// Counts, terms and rates share those words but are not money.
const NOT_AMOUNT = /term|rate|^num|count|people|trained|percent/i;

/** isAmountKey tells whether a number under this key is money kept ×10000. */
export const isAmountKey = (key: string): boolean => AMOUNT.test(key) && !NOT_AMOUNT.test(key);

const numberText = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 4 });

/**
 * formatValue shows one value: '-' for nothing, Yes/No, dollars for an amount key (a foreign
 * currency amount without the $), plain numbers, lists of plain values joined.
 */
export const formatValue = (key: string, value: unknown): string => {
  if (value == null || value === '') return '-';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '-';
    if (!isAmountKey(key)) return numberText(value);
    const dollars = formatX4(value);
    return /foreign/i.test(key) ? dollars.replace('$', '') : dollars;
  }
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.length ? value.map((v) => formatValue(key, v)).join(', ') : '-';
  return JSON.stringify(value);
};

const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

// Row ids (_id) are bookkeeping, not something staff read.
const shown = (key: string) => key !== '_id' && key !== '__typename';

const describe = (key: string, value: unknown): FieldView => {
  const label = labelFor(key);
  if (Array.isArray(value) && value.length > 0 && value.every(isPlainObject)) {
    const keys: string[] = [];
    for (const row of value) for (const k of Object.keys(row)) if (shown(k) && !keys.includes(k)) keys.push(k);
    return {
      kind: 'table',
      key,
      label,
      columns: keys.map((k) => ({ key: k, label: labelFor(k) })),
      rows: value.map((row) => keys.map((k) => (isPlainObject(row[k]) ? describeText(row[k]) : formatValue(k, row[k])))),
    };
  }
  if (isPlainObject(value)) {
    return { kind: 'group', key, label, entries: Object.entries(value).filter(([k]) => shown(k)).map(([k, v]) => describe(k, v)) };
  }
  return { kind: 'text', key, label, text: formatValue(key, value) };
};

// An object inside a table cell (a trainer's contactInfo) reads as "Name: Ann; Email: a@b".
const describeText = (value: Record<string, unknown>): string =>
  Object.entries(value)
    .filter(([k, v]) => shown(k) && v != null && v !== '')
    .map(([k, v]) => `${labelFor(k)}: ${isPlainObject(v) ? describeText(v) : formatValue(k, v)}`)
    .join('; ') || '-';

/** describeFields lays out a report's own fields, attachments left out, in the order stored. */
export const describeFields = (fields: unknown): FieldView[] => {
  if (!isPlainObject(fields)) return [];
  return Object.entries(fields)
    .filter(([k]) => shown(k) && !(ATTACHMENT_KEYS as readonly string[]).includes(k))
    .map(([k, v]) => describe(k, v));
};

/** attachmentIds gives the public and private file ids the fields name. */
export const attachmentIds = (fields: unknown): { publicIds: string[]; privateIds: string[] } => {
  const ids = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x !== '') : []);
  const f = isPlainObject(fields) ? fields : {};
  return { publicIds: ids(f.publicAttachmentIds), privateIds: ids(f.privateAttachmentIds) };
};

/** fileSize is a size for people: 1536 -> "1.5 KB". */
export function fileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let n = bytes;
  let u = 0;
  while (n >= 1024 && u < units.length - 1) {
    n /= 1024;
    u++;
  }
  return `${u === 0 ? n : n.toFixed(1)} ${units[u]}`;
}

/** AttachedFile is what the report view shows of one attachment. */
export interface AttachedFile {
  _id: string;
  filename: string;
  contentType: string;
  size: number;
  url: string;
  thumbnail: string | null;
}

/**
 * placeFiles answers the files of ids in their order, and the ids no file answered (not uploaded,
 * or gone): those still show, by id.
 */
export function placeFiles(ids: string[], files: AttachedFile[]): { found: AttachedFile[]; missing: string[] } {
  const byId = new Map(files.map((f) => [f._id, f]));
  const found: AttachedFile[] = [];
  const missing: string[] = [];
  for (const id of ids) {
    const f = byId.get(id);
    if (f) found.push(f);
    else missing.push(id);
  }
  return { found, missing };
}

/** isPhoto tells whether a file is a picture (shown as a thumbnail). */
export const isPhoto = (f: Pick<AttachedFile, 'contentType'>) => f.contentType.startsWith('image/');
