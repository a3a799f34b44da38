import type { Resolvers } from './__generated__/resolvers-types.js';

/**
 * A `Money` field's parent: the api's whole paise, passed through untouched. Every money field resolves to the api's
 * `…Paise` number; GraphQL's `Int` then refuses a fraction or an amount past 32 bits instead of answering it.
 */
export type MoneyParent = number;

export const moneyResolvers: Resolvers = {
  Money: {
    paise: (paise) => paise,
    currencyCode: () => 'INR',
  },
};
