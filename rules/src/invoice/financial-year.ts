/**
 * Indian financial years (1 April to 31 March, in India time) and the document numbers drawn within them. GST rules
 * cap a tax invoice's number at 16 characters, unique within the financial year: `SUT/26-27/000123` is 16, a credit
 * note's `CN/26-27/000001` 15. Six digits leave a million documents a year; a seventh would break the cap, so the
 * number refuses it rather than issue an unlawful one.
 */

/** India has had one offset, +05:30, with no daylight saving, since 1945. */
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The year a financial year starts in (FY 2026-27 -> 2026) for an instant. */
export function financialYearStart(at: Date): number {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  return india.getUTCMonth() >= 3 ? year : year - 1;
}

/** `26-27` for FY 2026-27. */
export function financialYearLabel(at: Date): string {
  const start = financialYearStart(at);
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

export type DocumentSeries = 'invoice' | 'credit-note';
export const SERIES_PREFIX: Readonly<Record<DocumentSeries, string>> = { invoice: 'SUT', 'credit-note': 'CN' };
export const MAX_DOCUMENT_NUMBER_LENGTH = 16;

/** `SUT/26-27/000123`: the series' prefix, the financial year and the sequence within it. */
export function documentNumber(series: DocumentSeries, financialYear: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`not a sequence number: ${sequence}`);
  const number = `${SERIES_PREFIX[series]}/${financialYear}/${String(sequence).padStart(6, '0')}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH) throw new RangeError(`${number} is longer than GST rules allow`);
  return number;
}
