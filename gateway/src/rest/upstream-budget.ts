import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';

/**
 * The most calls to the api one GraphQL operation may make. The store's own operations
 * make at most 4 (a product page: the product, its related products, its reviews; an order with its tracking and
 * invoice), since lists are batched; the cost limit bounds how much an operation asks for, this bounds what it makes
 * the services behind the gateway do, which a field resolved per item of a list (reviews of each card) can multiply.
 */
export const MAX_UPSTREAM_CALLS = 25;

export const TOO_MANY_UPSTREAM_CALLS =
  'This operation asks for too much at once: ask for fewer items, or split it into smaller operations.';

const refusal = () =>
  new GraphQLError(TOO_MANY_UPSTREAM_CALLS, {
    extensions: { code: 'OPERATION_TOO_LARGE', maxUpstreamCalls: MAX_UPSTREAM_CALLS },
  });

/** One operation's allowance of upstream calls: each call spends one; past the allowance, calls fail at once. */
export class UpstreamBudget {
  private spent = 0;

  constructor(readonly max: number = MAX_UPSTREAM_CALLS) {}

  /** Whether the operation tried to make more calls than it may (its answer is then refused whole). */
  get exceeded(): boolean {
    return this.spent > this.max;
  }

  /** Counts one call about to be made; throws OPERATION_TOO_LARGE, and makes no call, once the allowance is spent. */
  spend(): void {
    this.spent += 1;
    if (this.exceeded) throw refusal();
  }
}

/**
 * An operation that ran out of upstream calls is refused whole, with 400 and OPERATION_TOO_LARGE only, rather than
 * answered with the part that fit and an error per field that did not: the client learns once that it asked too
 * much, and no partial answer is kept by any cache.
 */
export function upstreamBudgetPlugin<Context extends { upstream: UpstreamBudget }>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, response }) {
          if (!contextValue.upstream.exceeded || response.body.kind !== 'single') return;
          const { extensions } = refusal();
          response.body.singleResult = { errors: [{ message: TOO_MANY_UPSTREAM_CALLS, extensions }] };
          response.http.status = 400;
        },
      };
    },
  };
}
