import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../export/csv';
import { auditCsvColumns, changesText } from './auditCsv';
import { AUDIT_KINDS, actorKey, kindLabel } from './kinds';

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

  it('names every kind the server records, and shows an unknown one as its code', () => {
    // the kinds are the Audit... constants of backend/internal/model/audit.go
    const model = readFileSync(new URL('../../../../backend/internal/model/audit.go', import.meta.url), 'utf8');
    const server = [...model.matchAll(/^\s*Audit\w+\s*=\s*"([a-z_]+\.[a-z_]+)"/gm)].map((m) => m[1]).sort();
    expect(server.length).toBeGreaterThan(15);
    expect(AUDIT_KINDS.map((k) => k.id).sort()).toEqual(server);
    expect(kindLabel('report.held')).toBe('reach.audit.kinds.report_held');
    expect(kindLabel('some.new_kind')).toBe('some.new_kind');
  });

  it('names what acted when no person did, and leaves people and Stripe as written', () => {
    expect(actorKey({ actorId: '', actorName: 'scheduled backup' })).toBe('reach.audit.actors.scheduled_backup');
    expect(actorKey({ actorId: null, actorName: 'reach restore' })).toBe('reach.audit.actors.restore_command');
    expect(actorKey({ actorId: 'u1', actorName: 'scheduled backup' })).toBeUndefined();
    expect(actorKey({ actorId: '', actorName: 'Stripe' })).toBeUndefined();
  });
});
