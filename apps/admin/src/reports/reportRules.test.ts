import { i18nProvider } from '../i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { bulkMessage, decisionsFor, quarterOf, recentQuarters, reportName, waitedFor, waitedUntil } from './reportRules';

describe('waitedFor', () => {
  const at = '2026-11-20T10:00:00Z';
  it('reads minutes, hours and whole days', () => {
    expect(waitedFor(at, '2026-11-20T10:00:30Z')).toBe('under a minute');
    expect(waitedFor(at, '2026-11-20T10:01:00Z')).toBe('1 minute');
    expect(waitedFor(at, '2026-11-20T10:45:10Z')).toBe('45 minutes');
    expect(waitedFor(at, '2026-11-20T15:59:00Z')).toBe('5 hours');
    expect(waitedFor(at, '2026-11-21T10:00:00Z')).toBe('1 day');
    expect(waitedFor(at, '2026-11-23T22:00:00Z')).toBe('3 days');
  });
  it('is empty for a report never submitted or an unreadable time', () => {
    expect(waitedFor(null, at)).toBe('');
    expect(waitedFor('', at)).toBe('');
    expect(waitedFor('yesterday', at)).toBe('');
  });
  it('never goes negative when the clocks differ a little', () => {
    expect(waitedFor(at, '2026-11-20T09:59:00Z')).toBe('under a minute');
  });
});

describe('waitedUntil', () => {
  const now = new Date('2026-12-01T00:00:00Z');
  it('stops the clock at a final decision, not at a hold', () => {
    expect(waitedUntil({ status: 'APPROVED', approval: { when: '2026-11-22T00:00:00Z' } }, now)).toBe('2026-11-22T00:00:00Z');
    expect(waitedUntil({ status: 'HOLD', approval: { when: '2026-11-22T00:00:00Z' } }, now)).toBe(now);
    expect(waitedUntil({ status: 'PENDING', approval: null }, now)).toBe(now);
  });
});

describe('decisionsFor', () => {
  it('offers hold only while pending, approve and reject while pending or on hold', () => {
    expect(decisionsFor('PENDING')).toEqual(['approve', 'hold', 'reject']);
    expect(decisionsFor('HOLD')).toEqual(['approve', 'reject']);
    expect(decisionsFor('DRAFT')).toEqual([]);
    expect(decisionsFor('APPROVED')).toEqual([]);
    expect(decisionsFor('REJECTED')).toEqual([]);
  });
});

describe('quarters', () => {
  it('names the quarter a day falls in', () => {
    expect(quarterOf(new Date(2026, 0, 1))).toBe('2026.Q1');
    expect(quarterOf(new Date(2026, 10, 25))).toBe('2026.Q4');
  });
  it('lists recent quarters newest first across years', () => {
    expect(recentQuarters(new Date(2026, 4, 2), 6)).toEqual(['2026.Q2', '2026.Q1', '2025.Q4', '2025.Q3', '2025.Q2', '2025.Q1']);
  });
});

describe('reportName and bulkMessage', () => {
  it('names a report by type, quarter and author', () => {
    expect(reportName({ reportType: 'PG_QUARTERLY', quarter: '2026.Q4', createdByUser: { name: 'Ann' } })).toBe('People group quarterly 2026.Q4 by Ann');
    expect(reportName({ reportType: 'TRAIN_EVENT', quarter: '', createdByUser: null })).toBe('Training event');
  });
  it('counts the approved and names each skipped report with its status and why', () => {
    expect(bulkMessage(2, [], String)).toBe('2 approved');
    expect(
      bulkMessage(1, [{ _id: 'r2', status: 'REJECTED', message: 'A rejected report cannot be edited.' }, { _id: 'r9', status: null, message: 'Not found' }], (id) =>
        id === 'r2' ? 'Training event by Bo' : id,
      ),
    ).toBe('1 approved; 2 skipped:\nTraining event by Bo (Rejected): A rejected report cannot be edited.\nr9: Not found');
  });
});

describe('bulkMessage in the language shown', () => {
  afterEach(async () => {
    await i18nProvider.changeLocale('en');
  });
  const skipped = [{ _id: 'r2', status: 'REJECTED', message: 'Un informe rechazado no puede modificarse.' }];
  it('counts with the language\'s plural forms and names the status in it; the server\'s reason shows as it came', async () => {
    await i18nProvider.changeLocale('es');
    expect(bulkMessage(1, [], String)).toBe('1 aprobado');
    expect(bulkMessage(3, skipped, () => 'Evento de capacitación')).toBe(
      '3 aprobados; 1 omitido:\nEvento de capacitación (Rechazado): Un informe rechazado no puede modificarse.',
    );
    await i18nProvider.changeLocale('fr');
    expect(bulkMessage(0, [], String)).toBe('0 approuvé');
    expect(bulkMessage(2, [], String)).toBe('2 approuvés');
    await i18nProvider.changeLocale('ar');
    // Arabic's six forms: none, one, two, a few (3-10), many (11-99), other (100+).
    expect([0, 1, 2, 5, 11, 100].map((n) => bulkMessage(n, [], String))).toEqual([
      'لم يُعتمد أي تقرير',
      'اعتُمد تقرير واحد',
      'اعتُمد تقريران',
      'اعتُمدت 5 تقارير',
      'اعتُمد 11 تقريرًا',
      'اعتُمد 100 تقرير',
    ]);
  });
});
