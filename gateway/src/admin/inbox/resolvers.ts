import type { InboxKind, InboxState, Resolvers } from '../../__generated__/admin/resolvers-types.js';
import type { InboxKindJson } from '../people-rest.js';

const kindOf = (kind: InboxKind): InboxKindJson =>
  kind === 'FEEDBACK' ? 'feedback' : kind === 'CONTACT' ? 'contact' : 'review';
const stateOf = (state: InboxState | null | undefined) =>
  state === 'WAITING' ? ('waiting' as const) : state === 'HANDLED' ? ('handled' as const) : undefined;

/** The inbox: thin calls of the api's admin inbox routes, which own every rule. */
export const inboxResolvers: Resolvers = {
  Query: {
    inbox: (_parent, { kind, state, first, after }, { people }) =>
      people.inbox({
        kind: kind ? kindOf(kind) : undefined,
        state: stateOf(state),
        limit: first ?? 50,
        cursor: after ?? undefined,
      }),
  },
  Mutation: {
    setInboxItemHandled: (_parent, { kind, id, handled }, { people }) => people.setHandled(kindOf(kind), id, handled),
    replyToInboxItem: (_parent, { kind, id, text }, { people }) => people.reply(kindOf(kind), id, text),
    setReviewHidden: (_parent, { id, hidden }, { people }) => people.setReviewHidden(id, hidden),
  },
  InboxConnection: {
    nodes: (page) => page.rows,
    pageInfo: (page) => ({ hasNextPage: page.nextCursor !== null, endCursor: page.nextCursor }),
  },
  InboxItem: {
    kind: (item) => (item.kind === 'feedback' ? 'FEEDBACK' : item.kind === 'contact' ? 'CONTACT' : 'REVIEW'),
  },
};
