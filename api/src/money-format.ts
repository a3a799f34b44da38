const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  trailingZeroDisplay: 'stripIfInteger',
});

/** `₹4,999`, or `₹4,999.50` when there are paise (both digits of them): how messages quote amounts. */
export const formatRupees = (paise: number): string => inr.format(paise / 100);
