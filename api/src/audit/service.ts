import { and, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { auditLog, staff } from '../db/schema.js';

export interface AuditFilter {
  staffId?: string | undefined;
  action?: string | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** The `nextCursor` of the page before. */
  cursor?: number | undefined;
  limit: number;
}

export interface AuditJson {
  id: string;
  staff: { id: string; name: string; email: string };
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}

/** A page of the audit log, newest first, keyset-paged by the entries' sequence (stable while entries are added). */
export async function listAudit(
  db: Db,
  filter: AuditFilter,
): Promise<{ entries: AuditJson[]; nextCursor: string | null }> {
  const where: SQL[] = [];
  if (filter.staffId) where.push(eq(auditLog.staffId, filter.staffId));
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.entity) where.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) where.push(eq(auditLog.entityId, filter.entityId));
  if (filter.from) where.push(gte(auditLog.createdAt, filter.from));
  if (filter.to) where.push(lte(auditLog.createdAt, filter.to));
  if (filter.cursor !== undefined) where.push(lt(auditLog.seq, filter.cursor));
  const rows = await db
    .select({
      seq: auditLog.seq,
      staffId: staff.id,
      staffName: staff.name,
      staffEmail: staff.email,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .innerJoin(staff, eq(staff.id, auditLog.staffId))
    .where(and(...where))
    .orderBy(desc(auditLog.seq))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({
      id: String(row.seq),
      staff: { id: row.staffId, name: row.staffName, email: row.staffEmail },
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > filter.limit && last ? String(last.seq) : null,
  };
}
