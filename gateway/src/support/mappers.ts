import type { ReturnReason as ApiReturnReason, ReturnRequestJson } from '@sutra/api/wire';
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
