/**
 * Tables of the commerce service, one file per domain under `schema/`. Money is integer paise; ids are UUIDs.
 * Migrations in api/drizzle are generated from this file by `pnpm --filter @sutra/api db:generate`.
 */

export * from './schema/accounts.js';
export * from './schema/auth.js';
export * from './schema/cart.js';
export * from './schema/catalog.js';
export * from './schema/checkout.js';
export * from './schema/coupons.js';
export * from './schema/derived.js';
export * from './schema/invoices.js';
export * from './schema/mail.js';
export * from './schema/media.js';
export * from './schema/membership.js';
export * from './schema/messaging.js';
export * from './schema/orders.js';
export * from './schema/refunds.js';
export * from './schema/reviews.js';
export * from './schema/staff.js';
export * from './schema/support.js';
export * from './schema/wishlist.js';
