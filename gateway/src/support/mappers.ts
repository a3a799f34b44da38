import type { ReturnReason as ApiReturnReason, BuyerReturnJson, ReturnRequestJson } from '@sutra/api/wire';
import type { ReturnReason } from '../__generated__/resolvers-types.js';

/** What a SupportReceipt resolves from: the api's answer to a feedback or a contact query. */
export interface SupportReceiptParent {
  id: string;
  message: string;
  receivedAt: string;
}

export interface ReturnRequestPayloadParent {
  message: string;
  returnRequest: ReturnRequestJson;
}

/** The api takes and answers a reason as the form's words; GraphQL names it with an enum value. */
export const REASON_TO_API: Record<ReturnReason, ApiReturnReason> = {
  SIZE_DOES_NOT_FIT: "Product size doesn't fit",
  QUALITY_ISSUE: 'Product quality issue',
  WRONG_ITEM: 'Received wrong item',
};

export const REASON_FROM_API = Object.fromEntries(
  Object.entries(REASON_TO_API).map(([value, words]) => [words, value]),
) as Record<ApiReturnReason, ReturnReason>;

/** A return's state in the buyer's words (the order page). */
export const RETURN_STATE_LABELS: Record<BuyerReturnJson['status'], string> = {
  requested: 'Return requested',
  approved: 'Pickup scheduled',
  picked_up: 'Picked up',
  received: 'Received by us',
  refunded: 'Refunded',
  exchanged: 'Exchanged',
  rejected: 'Not accepted',
};
