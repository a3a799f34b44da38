import type { DeliveryEstimateJson } from '@sutra/api/wire';
import type { Caller, RestClient } from '../rest/client.js';

/**
 * The delivery-estimate REST call. Public: no token is sent, so the answer is the same for everyone and may be
 * cached; the shopper's address is, because the api limits uncached pincodes per address (each is a paid call).
 */
export class ServiceabilitySource {
  constructor(
    private readonly rest: RestClient,
    private readonly caller: Caller,
  ) {}

  async estimate(pincode: string): Promise<DeliveryEstimateJson> {
    // In the query string, so whatever was typed reaches the api's validation as text, never as a path.
    const answer = await this.rest.get<{ result: DeliveryEstimateJson }>(
      '/serviceability',
      { pincode },
      { ip: this.caller.ip },
    );
    return answer.result;
  }
}
