const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });

/** `₹4,999` (paise shown only when there are any): how messages quote amounts. */
export const formatRupees = (paise: number): string => inr.format(paise / 100).replace(/\.00$/, '');
