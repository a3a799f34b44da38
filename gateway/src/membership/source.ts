import type { MembershipJson } from '@sutra/api/wire';
import type { Caller, RestClient } from '../rest/client.js';

/** Membership's REST call for one GraphQL request, made with the caller's token (the api finds the buyer from it). */
export class MembershipSource {
  private answer: Promise<MembershipJson> | undefined;

  constructor(
    private readonly rest: RestClient,
    private readonly caller: Caller,
  ) {}

  /** The caller's points, read once per request; null without a token. */
  membership(): Promise<MembershipJson | null> {
    if (!this.caller.token) return Promise.resolve(null);
    this.answer ??= this.rest
      .get<{ result: MembershipJson }>('/membership', undefined, this.caller)
      .then((a) => a.result);
    return this.answer;
  }
}
