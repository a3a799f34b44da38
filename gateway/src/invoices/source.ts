import DataLoader from 'dataloader';
import type { Caller, RestClient } from '../rest/client.js';
import type { InvoiceParent } from './mappers.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller's invoices, one REST call per order (the api issues an older order's invoice on its first request, so
 * there is no batch read to make), through a per-request loader: an order asked for twice in one request, or a list
 * of orders each asking, calls the api once per order, all at once.
 */
export class InvoicesSource {
  private readonly loader: DataLoader<string, InvoiceParent | null>;

  constructor(rest: RestClient, caller: Caller) {
    this.loader = new DataLoader<string, InvoiceParent | null>(
      (orderIds) =>
        Promise.all(
          orderIds.map(async (id): Promise<InvoiceParent | null | Error> => {
            if (!caller.token || !UUID.test(id)) return null;
            try {
              const answer = await rest.get<{ result: InvoiceParent }>(`/orders/${id}/invoice`, undefined, caller);
              return answer.result;
            } catch (error) {
              if ((error as { extensions?: { code?: unknown } }).extensions?.code === 'NOT_FOUND') return null;
              return error as Error;
            }
          }),
        ),
      { maxBatchSize: 50 },
    );
  }

  ofOrder(orderId: string): Promise<InvoiceParent | null> {
    return this.loader.load(orderId);
  }
}
