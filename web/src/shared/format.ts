import { groupIndian } from '@sutra/rules';

/**
 * The store's dates are written by `@sutra/rules`, which the servers share; the web app reads them here. Amounts go
 * through `formatMoney` (`shared/money`).
 */
export { formatLongDate, STORE_TIME_ZONE } from '@sutra/rules';

/** `1234567` -> `12,34,567`: a whole count (reviews, points, orders) as en-IN writes it. */
export const formatCount = (value: number): string => {
  const whole = Math.trunc(Number.isFinite(value) ? value : 0);
  return `${whole < 0 ? '-' : ''}${groupIndian(String(Math.abs(whole)))}`;
};
