import { STOCK_ALERT_CONTACT_INVALID } from '@sutra/rules';

/** Where the form posts when the app is not running (the gateway answers 303 back here with `?stockAlert=`). */
export const STOCK_ALERT_FORM_PATH = '/stock-alerts';

/** What came of an ask, as the gateway's form route says it (`?stockAlert=`) or the app found it. */
export type Outcome = 'asked' | 'in_stock' | 'invalid' | 'limited' | 'failed';

export const promise = (size: string) => `We will tell you once when size ${size} is back.`;

/** The words for each outcome; an `invalid` or `limited` answer from the app shows the store's own message instead. */
export const outcomeWords = (outcome: Outcome, size: string): string =>
  ({
    asked: `Done. ${promise(size)}`,
    in_stock: `Size ${size} is in stock: you can buy it now.`,
    invalid: STOCK_ALERT_CONTACT_INVALID,
    limited: 'You have asked too often today. Please try again tomorrow.',
    failed: 'We could not save that. Please try again.',
  })[outcome];

const OUTCOMES: readonly string[] = ['asked', 'in_stock', 'invalid', 'limited', 'failed'];
export const isOutcome = (value: string | null): value is Outcome => value !== null && OUTCOMES.includes(value);
