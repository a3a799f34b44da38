import type { BuyerReturnJson, ContactAnswerJson, FeedbackAnswerJson, ReturnAnswerJson } from '@sutra/api/wire';
import type {
  ContactQueryInput,
  FeedbackInput,
  RefundDestinationInput,
  ReturnRequestInput,
} from '../__generated__/resolvers-types.js';
import type { Caller, RestClient } from '../rest/client.js';
import { inputFields } from '../rest/errors.js';
import { REASON_TO_API, type ReturnRequestPayloadParent, type SupportReceiptParent } from './mappers.js';

/**
 * The support REST calls for one GraphQL request, made with the caller's token: the api finds the buyer from it and
 * checks that orders and images are theirs.
 */
/** The support mutations take one `input` whose fields the api reads by the same names. */
const INPUT = { prefix: 'input.' };

export class SupportSource {
  constructor(
    private readonly rest: RestClient,
    private readonly caller: Caller,
  ) {}

  async sendFeedback(input: FeedbackInput): Promise<SupportReceiptParent> {
    const answer = await inputFields(
      this.rest.send<FeedbackAnswerJson>('POST', '/feedback', input, this.caller),
      INPUT,
    );
    return { id: answer.result._id, message: answer.message, receivedAt: answer.result.createdAt };
  }

  async sendContactQuery(input: ContactQueryInput): Promise<SupportReceiptParent> {
    const answer = await inputFields(
      this.rest.send<ContactAnswerJson>('POST', '/contact-us', input, this.caller),
      INPUT,
    );
    return { id: answer.result._id, message: answer.message, receivedAt: answer.result.createdAt };
  }

  async requestReturn(input: ReturnRequestInput): Promise<ReturnRequestPayloadParent> {
    const { refundTo, ...rest } = input;
    const body = { ...rest, reason: REASON_TO_API[input.reason], refundTo: refundTo ? toRestRefund(refundTo) : null };
    const answer = await inputFields(this.rest.send<ReturnAnswerJson>('POST', '/return', body, this.caller), INPUT);
    return { message: answer.message, returnRequest: answer.result };
  }

  /** `GET /order/:orderId/returns`: the buyer's returns of their order (none for another buyer's). */
  async orderReturns(orderId: string): Promise<BuyerReturnJson[]> {
    const answer = await this.rest.get<{ result: BuyerReturnJson[] }>(
      `/order/${encodeURIComponent(orderId)}/returns`,
      undefined,
      this.caller,
    );
    return answer.result;
  }
}

/**
 * The refund destination as the api takes it: a UPI id when one is given, else the bank account (the api's schema
 * names what is missing or malformed).
 */
const toRestRefund = (input: RefundDestinationInput) =>
  input.vpa
    ? { kind: 'upi' as const, vpa: input.vpa }
    : {
        kind: 'bank' as const,
        accountName: input.accountName ?? '',
        accountNumber: input.accountNumber ?? '',
        ifsc: input.ifsc ?? '',
      };
