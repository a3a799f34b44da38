import { z } from 'zod';
import { uuidParam } from '../http/schemas.js';

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;

export const auditQuerySchema = z.object({
  staffId: uuidParam('staffId').optional(),
  action: z.string().trim().min(1).max(100).optional(),
  entity: z.string().trim().min(1).max(100).optional(),
  entityId: z.string().trim().min(1).max(200).optional(),
  from: z.iso.datetime({ offset: true, error: 'from must be an ISO date-time' }).pipe(z.coerce.date()).optional(),
  to: z.iso.datetime({ offset: true, error: 'to must be an ISO date-time' }).pipe(z.coerce.date()).optional(),
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,17}$/, 'cursor must be the nextCursor of a page')
    .transform(Number)
    .optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_DEFAULT),
});

export const auditEntrySchema = z
  .object({
    id: z.string().describe('The entry’s place in the log (newest has the highest)'),
    staff: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
    action: z.string().describe('What was done: `<entity>.<verb>`, e.g. `staff.role`'),
    entity: z.string(),
    entityId: z.string(),
    before: z.unknown().describe('The entity’s fields before the write (null for a creation)'),
    after: z.unknown().describe('… and after it (null for a deletion)'),
    createdAt: z.string().describe('When (ISO 8601)'),
  })
  .describe('One staff write');

export const auditPageSchema = z.object({
  success: z.literal(true),
  result: z.array(auditEntrySchema),
  nextCursor: z.string().nullable().describe('Pass as `cursor` for the next (older) page; null on the last'),
});
