/**
 * Where a return request stands. A buyer's request starts `requested`; staff approve it (which books the courier's
 * pickup as a Shiprocket return order) or reject it with a reason. The courier picks it up, it reaches the warehouse
 * (`received`: Shiprocket's RETURN DELIVERED, confirmed by its tracking, or staff saying so), and staff close it as
 * refunded or exchanged. Each move is one step of this table; anything else is refused (`return_wrong_state`).
 */
export const RETURN_STATES = [
  'requested',
  'approved',
  'picked_up',
  'received',
  'refunded',
  'exchanged',
  'rejected',
] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

export type ReturnMove = 'approve' | 'reject' | 'pick_up' | 'receive' | 'refund' | 'exchange';

/** The states each move may start from. Receiving may skip the pickup scan (staff hold the parcel). */
export const MOVE_FROM: Record<ReturnMove, readonly ReturnState[]> = {
  approve: ['requested'],
  reject: ['requested'],
  pick_up: ['approved'],
  receive: ['approved', 'picked_up'],
  refund: ['received'],
  exchange: ['received'],
};

export const MOVE_TO: Record<ReturnMove, ReturnState> = {
  approve: 'approved',
  reject: 'rejected',
  pick_up: 'picked_up',
  receive: 'received',
  refund: 'refunded',
  exchange: 'exchanged',
};

/** Whether the return's lines are still open (counted as asked for) in this state. */
export const isOpen = (state: ReturnState): boolean =>
  state !== 'refunded' && state !== 'exchanged' && state !== 'rejected';
