/**
 * An Indian mobile number, as the store keeps it: its ten digits (`9876543210`), the first 6–9. Shoppers type it many
 * ways (`+91 98765 43210`, `098765-43210`, `91 9876543210`); each reads back to the same ten digits, so a number is
 * one account, one rate-limit key and one conversation whichever way it was typed.
 */
export const MOBILE_DIGITS = 10;

const TEN = /^[6-9]\d{9}$/;

/** The ten digits of an Indian mobile number typed any usual way, or null when it is not one. */
export function normalizeIndianMobile(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  const bare = digits.replace(/^\+/, '');
  const ten =
    bare.length === 12 && bare.startsWith('91')
      ? bare.slice(2)
      : bare.length === 11 && bare.startsWith('0')
        ? bare.slice(1)
        : bare;
  return TEN.test(ten) ? ten : null;
}

/** E.164, as SMS providers take it: `+919876543210`. */
export const mobileE164 = (mobile: string): string => `+91${mobile}`;

/** WhatsApp's id for a number (`to`, `wa_id`): the country code and number, without the plus. */
export const mobileWhatsAppId = (mobile: string): string => `91${mobile}`;

/** The ten digits from E.164 or a WhatsApp id; null when it is not an Indian mobile. */
export const mobileFromInternational = (value: string): string | null =>
  /^\+?91[6-9]\d{9}$/.test(value) ? value.slice(-MOBILE_DIGITS) : null;

/** Shown to shoppers: `+91 98765 43210`. */
export const formatIndianMobile = (mobile: string): string => `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;
