import { describe, expect, it } from 'vitest';
import introspection from '../generated/introspection.json';
import { APPROVAL_LABELS, HISTORY_LABELS, QUEUE_LABELS, REPORT_LABELS } from './reportLabels';

interface IntrospectedType {
  name: string;
  fields?: Array<{ name: string }> | null;
}

// the schema as the back office is built against it (pnpm codegen writes it from backend/graph/schema)
const types = (introspection as unknown as { __schema: { types: IntrospectedType[] } }).__schema.types;
const fieldsOf = (name: string) => (types.find((t) => t.name === name)?.fields ?? []).map((f) => f.name);

describe('the report screens label every field of the Report type from one table', () => {
  const tables: Array<[string, Record<string, string>]> = [
    ['Report', REPORT_LABELS],
    ['ReportApproval', APPROVAL_LABELS],
    ['ReportHistoryEntry', HISTORY_LABELS],
  ];

  it('reads the types from the schema', () => {
    expect(fieldsOf('Report')).toContain('reportType');
    expect(fieldsOf('Report').length).toBeGreaterThan(10);
    expect(fieldsOf('ReportApproval')).toContain('reason');
    expect(fieldsOf('ReportHistoryEntry')).toContain('toStatus');
  });

  describe.each(tables)('%s', (type, labels) => {
    it.each(fieldsOf(type))('%s has a label', (field) => {
      expect(labels[field], `no label for the ${type} field ${field}`).toMatch(/\S/);
    });

    it('names no field the type lacks', () => {
      expect(Object.keys(labels).filter((k) => !fieldsOf(type).includes(k))).toEqual([]);
    });
  });

  it('gives what the screens work out a label of its own, not one of a field', () => {
    const fieldLabels = new Set<string>(Object.values(REPORT_LABELS));
    for (const label of Object.values(QUEUE_LABELS)) expect(fieldLabels.has(label), label).toBe(false);
  });
});
