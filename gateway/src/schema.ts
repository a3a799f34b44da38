import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { phoneResolvers } from './accounts/phone-resolvers.js';
import { accountResolvers } from './accounts/resolvers.js';
import { cartResolvers } from './cart/resolvers.js';
import { catalogResolvers } from './catalog/resolvers.js';
import { checkoutResolvers } from './checkout/resolvers.js';
import { invoiceResolvers } from './invoices/resolvers.js';
import { membershipResolvers } from './membership/resolvers.js';
import { moneyResolvers } from './money.js';
import { orderResolvers } from './orders/resolvers.js';
import { refundResolvers } from './refunds/resolvers.js';
import { reviewResolvers } from './reviews/resolvers.js';
import { serviceabilityResolvers } from './serviceability/resolvers.js';
import { stockAlertResolvers } from './stock-alerts/resolvers.js';
import { supportResolvers } from './support/resolvers.js';
import { wishlistResolvers } from './wishlist/resolvers.js';

/** `schema/` from here and from the bundle alike (`gateway/src/schema.ts`, `gateway/dist/main.js`: two levels down). */
export const schemaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schema');

/** The SDL files of `schema/`, one per domain, in a stable order. */
export function loadTypeDefs(): string[] {
  return readdirSync(schemaDir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(path.join(schemaDir, f), 'utf8'));
}

/** Every domain's resolvers, merged type by type (the shop's and, apart, the admin's). */
export function mergeResolvers<R extends object = Resolvers>(...parts: R[]): R {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) {
      merged[type] = { ...merged[type], ...(fields as Record<string, unknown>) };
    }
  }
  return merged as R;
}

export const resolvers: Resolvers = mergeResolvers(
  { Query: { ok: () => true }, Mutation: { ok: () => true } },
  moneyResolvers,
  catalogResolvers,
  reviewResolvers,
  accountResolvers,
  phoneResolvers,
  wishlistResolvers,
  cartResolvers,
  checkoutResolvers,
  membershipResolvers,
  orderResolvers,
  refundResolvers,
  invoiceResolvers,
  supportResolvers,
  serviceabilityResolvers,
  stockAlertResolvers,
);
