import type { Resolvers } from '../../__generated__/admin/resolvers-types.js';

/** A record as JSON text: the schema has no JSON scalar, and the admin shows the change as it was stored. */
const asJsonText = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);

export const auditResolvers: Resolvers = {
  Query: {
    auditLog: (_parent, { filter, first, after }, { admin }) =>
      admin.audit({
        staffId: filter?.staffId ?? undefined,
        action: filter?.action ?? undefined,
        entity: filter?.entity ?? undefined,
        entityId: filter?.entityId ?? undefined,
        from: filter?.from ?? undefined,
        to: filter?.to ?? undefined,
        cursor: after ?? undefined,
        limit: first ?? 50,
      }),
  },
  AuditConnection: {
    nodes: (page) => page.result,
    pageInfo: (page) => ({ hasNextPage: page.nextCursor !== null, endCursor: page.nextCursor }),
  },
  AuditEntry: {
    before: (entry) => asJsonText(entry.before),
    after: (entry) => asJsonText(entry.after),
  },
};
