import { formatRupees } from '@sutra/rules';
import type { MoneyFragment } from '../../__generated__/graphql';

/** An amount as the schema answers it (`...Money`): whole paise and the currency. */
export type Money = Pick<MoneyFragment, 'paise' | 'currencyCode'>;

/**
 * An amount the server sent, for people: `₹14,999`, `₹1,234.50` (en-IN, as the spec prints prices). The one formatter,
 * `@sutra/rules`' `formatRupees`, on the exact paise; the store sells in rupees only (`currencyCode` is INR).
 */
export const formatMoney = (money: Money): string => formatRupees(money.paise);

/** The `Money` of `paise`, as a query answers it: for amounts the browser works out (an optimistic cart). */
export const inr = (paise: number): MoneyFragment => ({ __typename: 'Money', paise, currencyCode: 'INR' });
