import { looksLikeEmail } from '../accounts/account-forms.js';
import { normalizeIndianMobile } from '../accounts/indian-mobile.js';

/** Where a back-in-stock alert goes: a mobile number's ten digits (told by SMS) or an email in lower case. */
export type StockAlertContact = { kind: 'mobile'; contact: string } | { kind: 'email'; contact: string };

export const STOCK_ALERT_CONTACT_MAX = 254;

/** What the "Notify me" form says when the box holds neither. */
export const STOCK_ALERT_CONTACT_INVALID = 'Enter a 10-digit mobile number or an email';

/**
 * Reads what a shopper typed in "Notify me": a mobile number in any way Indians write one (`+91 98765 43210`,
 * `098765-43210`), else an email; null for anything else. The form and the api read it alike.
 */
export function readStockAlertContact(typed: string): StockAlertContact | null {
  const text = typed.trim();
  if (!text || text.length > STOCK_ALERT_CONTACT_MAX) return null;
  const mobile = normalizeIndianMobile(text);
  if (mobile) return { kind: 'mobile', contact: mobile };
  return looksLikeEmail(text) ? { kind: 'email', contact: text.toLowerCase() } : null;
}
