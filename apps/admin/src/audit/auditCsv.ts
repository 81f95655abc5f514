import { isoTime, type CsvColumn } from '../export/csv';

type AuditEntry = Record<string, unknown>;
type Change = { field: string; before: string; after: string };

/** changesText writes an entry's changes on one line: "roles: partner → partner, staff; …". */
export const changesText = (r: AuditEntry): string =>
  ((r.changes as Change[] | undefined) ?? []).map((c) => `${c.field}: ${c.before} → ${c.after}`).join('; ');

// The columns of the trail's CSV file: when, who, from where, what (kinds stay codes, so the
// file reads the same whoever exports it).
export const auditCsvColumns: CsvColumn<AuditEntry>[] = [
  { header: 'At (UTC)', value: (r) => isoTime(r.at) },
  { header: 'Entry id', value: (r) => r.id as string },
  { header: 'Actor id', value: (r) => r.actorId as string },
  { header: 'Actor', value: (r) => r.actorName as string, text: true },
  { header: 'Actor email', value: (r) => r.actorEmail as string, text: true },
  { header: 'IP address', value: (r) => r.ip as string },
  { header: 'Kind', value: (r) => r.kind as string },
  { header: 'Target type', value: (r) => r.targetType as string },
  { header: 'Target id', value: (r) => r.targetId as string },
  { header: 'Target', value: (r) => r.targetLabel as string, text: true },
  { header: 'Changes', value: changesText, text: true },
];
