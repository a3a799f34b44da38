/** Rupees as typed (`2499`, `2499.50`) in paise; NaN for anything else, which the rules refuse. */
export function rupeesToPaise(text: string): number {
  const trimmed = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Paise as a form shows them: whole rupees without decimals. */
export const paiseToRupeesText = (paise: number): string =>
  paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
