import type { AuditFilter } from '../../__generated__/admin/graphql';

/**
 * The audit log's filters, kept in the page's URL (`?member=…&action=product.update&from=2026-11-01`): a reload or a
 * shared link shows the same entries. Dates are whole days in the reader's own time zone, `to` included.
 */
export interface AuditFilters {
  member: string;
  action: string;
  entity: string;
  entityId: string;
  /** `YYYY-MM-DD`, or empty. */
  from: string;
  to: string;
}

export const AUDIT_FILTER_KEYS = ['member', 'action', 'entity', 'entityId', 'from', 'to'] as const;
export const NO_AUDIT_FILTERS: AuditFilters = { member: '', action: '', entity: '', entityId: '', from: '', to: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The gateway's bound on the text filters (`@length` on `AuditFilter`). */
const TEXT_MAX = 100;

export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const text = (key: string, max = TEXT_MAX) => (params.get(key) ?? '').trim().slice(0, max);
  const day = (key: string) => (DAY.test(params.get(key) ?? '') ? (params.get(key) as string) : '');
  return {
    member: text('member', 64),
    action: text('action'),
    entity: text('entity'),
    entityId: text('entityId', 200),
    from: day('from'),
    to: day('to'),
  };
}

/** The URL's search for `filters`: only the ones set, so the bare page is `/admin/audit`. */
export function auditSearchOf(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  return params;
}

/** Midnight starting `day` (`YYYY-MM-DD`) in the reader's time zone, as ISO 8601; `days` later when given. */
function startOfDay(day: string, days = 0): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + days).toISOString();
}

/** What the api is asked: `to` is the end of its day, so a one-day range (from = to) holds that day's entries. */
export function auditFilterInput(filters: AuditFilters): AuditFilter {
  const input: AuditFilter = {};
  if (filters.member) input.staffId = filters.member;
  if (filters.action) input.action = filters.action;
  if (filters.entity) input.entity = filters.entity;
  if (filters.entityId) input.entityId = filters.entityId;
  if (filters.from) input.from = startOfDay(filters.from);
  if (filters.to) input.to = startOfDay(filters.to, 1);
  return input;
}
