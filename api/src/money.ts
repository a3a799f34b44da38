/** Money is stored as integer paise and shown in rupees. */
export const paiseToRupees = (paise: number): number => Math.round(paise) / 100;
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);

/** Spec rule: a discount exists only when retail exceeds sale; percent = round((retail - sale) / retail * 100). */
export function discountPercent(retailPaise: number, salePaise: number): number {
  if (!(retailPaise > salePaise) || retailPaise <= 0) return 0;
  return Math.round(((retailPaise - salePaise) / retailPaise) * 100);
}
