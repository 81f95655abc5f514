import { describe, expect, it } from 'vitest';
import { toCsv } from '../export/csv';
import { auditCsvColumns, changesText } from './auditCsv';
import { AUDIT_KINDS, kindLabel } from './kinds';

const entry = {
  id: 'e1',
  at: '2026-11-29T05:40:12.345Z',
  actorId: 'u1',
  actorName: '=HYPERLINK("x")',
  actorEmail: 'ada@example.org',
  ip: '203.0.113.7',
  kind: 'user.roles_changed',
  targetType: 'user',
  targetId: 'u2',
  targetLabel: 'Ben',
  changes: [{ field: 'roles', before: 'partner', after: 'partner, staff' }],
};

describe('the audit trail', () => {
  it('writes before → after in the CSV, a name starting like a formula kept as text', () => {
    expect(changesText(entry)).toBe('roles: partner → partner, staff');
    const csv = toCsv(auditCsvColumns, [entry]);
    const row = csv.split('\r\n')[1];
    expect(row).toContain('2026-11-29T05:40:12Z');
    expect(row).toContain(`"'=HYPERLINK(""x"")"`);
    expect(row).toContain('"roles: partner → partner, staff"');
  });

  it('names every kind, and shows an unknown one as its code', () => {
    expect(new Set(AUDIT_KINDS.map((k) => k.id)).size).toBe(19);
    expect(kindLabel('report.held')).toBe('reach.audit.kinds.report_held');
    expect(kindLabel('some.new_kind')).toBe('some.new_kind');
  });
});
