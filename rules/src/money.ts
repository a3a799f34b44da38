/**
 * Money is integer paise; the REST and GraphQL answers carry rupees with at most two decimals. Sums run in paise so
 * rupee fractions never drift (0.1 + 0.2), and converting a two-decimal rupee amount to paise is exact once rounded.
 */
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);
export const paiseToRupees = (paise: number): number => Math.round(paise) / 100;
