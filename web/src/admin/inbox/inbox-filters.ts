import type { InboxKind, InboxState } from '../../__generated__/admin/graphql';

export const KIND_LABELS: Record<InboxKind, string> = {
  FEEDBACK: 'Feedback',
  CONTACT: 'Contact query',
  REVIEW: 'Review',
};
export const INBOX_KINDS: InboxKind[] = ['FEEDBACK', 'CONTACT', 'REVIEW'];

/** The list's filters as the URL keeps them: `kind` (any when absent) and `state` (waiting unless `all`/`handled`). */
export function readInboxFilters(params: URLSearchParams): { kind: InboxKind | null; state: InboxState | null } {
  const kind = params.get('kind')?.toUpperCase();
  const state = params.get('state');
  return {
    kind: INBOX_KINDS.includes(kind as InboxKind) ? (kind as InboxKind) : null,
    state: state === 'all' ? null : state === 'handled' ? 'HANDLED' : 'WAITING',
  };
}
