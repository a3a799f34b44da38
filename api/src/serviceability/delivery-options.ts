/**
 * The store's delivery options (spec: Standard 4-6 days, Express 1-2 days; delivery is shown as Free): what checkout
 * charges for each, and the usual promise the delivery date falls back to when the courier cannot be asked.
 */
export const DELIVERY_OPTIONS = {
  standard: { chargePaise: 0, label: 'Standard (4-6 days)', days: { min: 4, max: 6 } },
  express: { chargePaise: 0, label: 'Express (1-2 days)', days: { min: 1, max: 2 } },
} as const;

export type DeliveryOption = keyof typeof DELIVERY_OPTIONS;
