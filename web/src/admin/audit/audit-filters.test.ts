import { describe, expect, it } from 'vitest';
import { auditFilterInput, auditSearchOf, NO_AUDIT_FILTERS, readAuditFilters } from './audit-filters';

describe('the audit log’s filters in the URL', () => {
  it('reads back what it wrote, and keeps only the filters set', () => {
    const filters = { ...NO_AUDIT_FILTERS, action: 'staff.invite', entityId: 'p-9', from: '2026-11-01' };
    const search = auditSearchOf(filters);
    expect(search.toString()).toBe('action=staff.invite&entityId=p-9&from=2026-11-01');
    expect(readAuditFilters(search)).toEqual(filters);
  });

  it('drops a date that is not a day, so a hand-edited address never breaks the page', () => {
    expect(readAuditFilters(new URLSearchParams('from=yesterday&to=2026-11-02')).from).toBe('');
  });

  it('asks the api for whole days: `to` runs to the end of its day', () => {
    const input = auditFilterInput({ ...NO_AUDIT_FILTERS, from: '2026-11-01', to: '2026-11-01' });
    const from = new Date(input.from as string);
    const to = new Date(input.to as string);
    expect(to.getTime() - from.getTime()).toBe(24 * 3600 * 1000);
    expect([from.getFullYear(), from.getMonth(), from.getDate(), from.getHours()]).toEqual([2026, 10, 1, 0]);
  });
});
