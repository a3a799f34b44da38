/** How tests ask for and read a `Money` field. */
export const MONEY = '{ paise currencyCode }';

export interface Money {
  paise: number;
  currencyCode: 'INR';
}

/** The `Money` a field answers for `paise`. */
export const inr = (paise: number): Money => ({ paise, currencyCode: 'INR' });
