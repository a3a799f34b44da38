import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';

/** One staff write, as the audit log keeps it. */
export interface AuditEntry {
  /** Who wrote. */
  staffId: string;
  /** What was done, `<entity>.<verb>`: `staff.invite`, `staff.role`, `product.update`, … */
  action: string;
  /** The kind of thing written (`staff`, `product`, `coupon`, …) and its id. */
  entity: string;
  entityId: string;
  /** The entity's fields before and after the write (null for a creation, a deletion). No secrets or hashes. */
  before?: unknown;
  after?: unknown;
}

/**
 * Records a staff write in the audit log. Call it with the write's own transaction, so the entry commits with the
 * write and rolls back with it: a write never commits without its entry, a failed write leaves none.
 */
export async function audit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
