const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** `14999` -> `₹14,999` (en-IN grouping: `₹1,49,999`). */
export const formatRupees = (amount: number): string => rupees.format(Number.isFinite(amount) ? amount : 0);

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** `21 November 2026` (the spec's en-GB long-month dates). */
export const formatLongDate = (iso: string | Date): string => longDate.format(new Date(iso));
