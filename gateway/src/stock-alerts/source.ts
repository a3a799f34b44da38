import type { StockAlertInput, StockAlertReceipt } from '../__generated__/resolvers-types.js';
import type { Caller, RestClient } from '../rest/client.js';
import { inputFields } from '../rest/errors.js';

/** The api's `POST /stock_alerts`, sent with the shopper's address so its limits count the shopper. */
export class StockAlertSource {
  constructor(
    private readonly rest: RestClient,
    private readonly caller: Caller,
  ) {}

  async ask(input: StockAlertInput): Promise<StockAlertReceipt> {
    await inputFields(
      this.rest.send<{ success: true }>(
        'POST',
        '/stock_alerts',
        { skuId: input.sizeId, contact: input.contact },
        this.caller,
      ),
      { prefix: 'input.', renames: { skuId: 'sizeId' } },
    );
    return { sizeId: input.sizeId };
  }
}
