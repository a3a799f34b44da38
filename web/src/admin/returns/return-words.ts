import type { ReturnState } from '../../__generated__/admin/graphql';

/** What each state is called on the desk. */
export const RETURN_STATE_LABELS: Record<ReturnState, string> = {
  REQUESTED: 'Requested',
  APPROVED: 'Approved · pickup booked',
  PICKED_UP: 'Picked up',
  RECEIVED: 'Received',
  REFUNDED: 'Refunded',
  EXCHANGED: 'Exchanged',
  REJECTED: 'Rejected',
};

export const RETURN_STATES: ReturnState[] = [
  'REQUESTED',
  'APPROVED',
  'PICKED_UP',
  'RECEIVED',
  'REFUNDED',
  'EXCHANGED',
  'REJECTED',
];

export const isReturnState = (value: string | null): value is ReturnState =>
  value !== null && (RETURN_STATES as string[]).includes(value);

/** What a refused move tells staff, by its reason; otherwise the api's words. */
export const RETURN_STALE_WORDS =
  'Someone else moved this return since you opened it. It has been reloaded: look again.';
