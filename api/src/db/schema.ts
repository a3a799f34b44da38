/**
 * Tables of the commerce service. Money is integer paise; ids are UUIDs.
 * Migrations in api/drizzle are generated from this file by `pnpm --filter @sutra/api db:generate`.
 */

import type { InvoiceDocument } from '@sutra/rules';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OutboxJob } from '../mail/outbox-jobs.js';
import type { RefundDestination } from '../support/refund-destination.js';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const categories = pgTable(
  'categories',
  {
    id: id(),
    categoryName: text('category_name').notNull(),
    /** Lower-case route value, e.g. `ethnic-wear`. */
    value: text('value').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_value_key').on(t.value),
    index('categories_name_trgm').using('gin', t.categoryName.op('gin_trgm_ops')),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    productName: text('product_name').notNull(),
    heading: text('heading').notNull().default(''),
    description: text('description').notNull().default(''),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    status: boolean('status').notNull().default(true),
    visibilityStatus: boolean('visibility_status').notNull().default(true),
    /** Merchandising order used by the `default` sort. */
    position: integer('position').notNull().default(0),
    /**
     * Listing price facts, copied from the first variant whenever variants change, so listings can filter
     * and sort in SQL without a join: sale price, retail price and the rounded discount percent.
     */
    pricePaise: integer('price_paise').notNull().default(0),
    retailPricePaise: integer('retail_price_paise').notNull().default(0),
    discountPercent: smallint('discount_percent').notNull().default(0),
    /** Product name and category name together: what search matches, by trigram similarity. */
    searchText: text('search_text').notNull().default(''),
    /**
     * Every attribute option any variant offers, as `Label:Option` (e.g. `Color:Navy`, `Size:40`), copied from
     * variant_options with the document: listings filter on it without joining the options table.
     */
    attributeTags: text('attribute_tags').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_category_position_idx').on(t.categoryId, t.position, t.id),
    index('products_category_price_idx').on(t.categoryId, t.pricePaise, t.id),
    index('products_position_idx').on(t.position, t.id),
    index('products_price_idx').on(t.pricePaise, t.id),
    index('products_attribute_tags_idx').using('gin', t.attributeTags),
    // Also `products_listing_filter_idx` (category, price) INCLUDE (the filter columns), for index-only listing counts:
    // written in SQL in drizzle/0010_listing_filter_index.sql, as the index builder has no INCLUDE. Search reads
    // `search_entries` and `search_words`, not this table's trigram indexes (dropped in 0013_search_words).
  ],
);

/**
 * The product's whole REST document (category, variants, options), built by `refreshProductDocuments` from the
 * normalized rows: reads serve it as is. Kept apart from `products` so product rows stay narrow for listings that
 * filter, sort and count. Every write to a product, its variants or options, or its category must refresh it (the
 * seed and the catalogue generator do; start-up builds any that are missing).
 */
export const productDocuments = pgTable('product_documents', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  document: jsonb('document').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * How many products share a category, a price band (the price to two significant figures, `listing_price_band()`)
 * and a set of attribute tags; and of those, how many are in stock, discounted, and both, which is every count a
 * listing's stock and discount filters can ask (out of stock = products - in stock). Kept exact, in the same
 * transaction as the product rows, by the statement triggers of migration 0012_listing_facets (never written by the
 * api). A listing's total sums the bands wholly inside its price range here and counts only the products of the (at
 * most two) bands its range cuts through (`listing-total.ts`).
 */
export const listingFacets = pgTable(
  'listing_facets',
  {
    categoryId: uuid('category_id').notNull(),
    priceBand: integer('price_band').notNull(),
    attributeTags: text('attribute_tags').array().notNull(),
    products: integer('products').notNull(),
    inStock: integer('in_stock').notNull(),
    discounted: integer('discounted').notNull(),
    inStockDiscounted: integer('in_stock_discounted').notNull(),
  },
  (t) => [
    primaryKey({ name: 'listing_facets_pkey', columns: [t.categoryId, t.priceBand, t.attributeTags] }),
    // Facets emptied by a change are deleted by the trigger through this (almost always empty) index.
    index('listing_facets_empty_idx').on(t.categoryId).where(sql`${t.products} = 0`),
  ],
);

/**
 * Search's narrow copy of each product: its store position and the words of its `search_text` (lower-cased, split
 * where pg_trgm splits words: `search_words_of()`), kept in step with `products` by the triggers of migration
 * 0013_search_words. Search walks it in store order, or looks words up in its GIN index, without reading the wide
 * product rows; `search_entries_position_idx` (position, product_id) INCLUDE (words) is written in that migration's
 * SQL, as the index builder has no INCLUDE.
 */
export const searchEntries = pgTable(
  'search_entries',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    words: text('words').array().notNull(),
  },
  (t) => [index('search_entries_words_idx').using('gin', t.words)],
);

/**
 * Every word any product's `search_text` has held (the same triggers add new ones; a word no product holds any more
 * stays, and finds nothing). Search matches typed words against these by trigram similarity: a few thousand words,
 * not every product.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm').using('gin', t.word.op('gin_trgm_ops')),
]);

export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    retailPricePaise: integer('retail_price_paise').notNull(),
    salePricePaise: integer('sale_price_paise').notNull(),
    /** Image paths under /media, first image first. */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Units on hand, taken by each order placed; null = not counted (never runs out). When every variant of a
     * product is counted and none is left, placing the order marks the product out of stock (`status` false).
     */
    stock: integer('stock'),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.position),
    check('product_variants_stock_nonnegative', sql`${t.stock} >= 0`),
  ],
);

/**
 * One option of one attribute of a variant: a variant is usually one colour offered in several sizes, so it has
 * one Color option and several Size options. `productId` is repeated here so attribute filters need no join.
 */
export const variantOptions = pgTable(
  'variant_options',
  {
    id: id(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeLabel: text('attribute_label').notNull(),
    attributePosition: integer('attribute_position').notNull().default(0),
    label: text('label').notNull(),
    value: text('value').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('variant_options_variant_idx').on(t.variantId),
    index('variant_options_filter_idx').on(t.attributeLabel, t.label, t.productId),
  ],
);

/** The checkbox groups a listing offers, per category (spec: attribute filter definition). */
export const attributeFilters = pgTable(
  'attribute_filters',
  {
    id: id(),
    attributeName: text('attribute_name').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    values: jsonb('values').$type<{ label: string; value: string }[]>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('attribute_filters_category_name_key').on(t.categoryId, t.attributeName)],
);

/** Hand-picked product lists: the homepage's best seller, trending and recommended sections. */
export const productCollections = pgTable(
  'product_collections',
  {
    collection: text('collection', { enum: ['bestSeller', 'trending', 'recommended'] }).notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collection, t.productId] }),
    index('product_collections_order_idx').on(t.collection, t.position),
  ],
);

/** Small keyed documents of store configuration, such as the homepage's banner blocks. */
export const storeSettings = pgTable('store_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The catalogue's version: one row, bumped (once per transaction, at commit) by the triggers of migration
 * 0009_catalog_version whenever a table that feeds the public catalogue changes. Caches of public catalogue answers
 * (the gateway's response cache) put it in their keys, so a change makes every older answer unreachable.
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('catalog_version_single_row', sql`${t.id} = 1`)],
);

export interface StoredAddress {
  fullName: string;
  mobile: string;
  add1: string;
  add2: string;
  landmark: string;
  state: string;
  city: string;
  pincode: string;
  defaultAdd: boolean;
}

export const buyers = pgTable(
  'buyers',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    contactNumber: text('contact_number').notNull().default(''),
    /** argon2id; null for accounts that cannot log in (the seed's reviewers). */
    passwordHash: text('password_hash'),
    /** Bumped on every password change or reset; tokens carry it, so older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    addresses: jsonb('addresses').$type<StoredAddress[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('buyers_email_lower_key').on(sql`lower(${t.email})`)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    review: text('review').notNull(),
    rating: smallint('rating').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_product_buyer_key').on(t.productId, t.buyerId),
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * One-time codes for a password reset (6 digits, mailed). Only an HMAC of the code is stored. A code lives
 * 10 minutes, allows 5 attempts, and is spent once verified; the reset token it gives is spent by `consumedAt`.
 * Asking for a new code deletes the buyer's earlier ones.
 */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: id(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the right code was entered: the code cannot be used again. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Set when the reset token of this code changed the password: the token cannot be used again. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_codes_buyer_idx').on(t.buyerId, t.createdAt)],
);

/**
 * Fixed-window request counters of the rate limits (login, sign-up, OTP). They live in the database so that every
 * api replica counts together. Keys are SHA-256 hashes of `<limit>:<ip or email>`: no address is stored in clear.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowEndsAt)],
);

/**
 * Session tokens logged out before they expire (by their `jti`). The bearer check refuses them; a row is useless once
 * its token would have expired anyway, and is swept then.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * Mail the store owes, written in the request's transaction and sent off the request path by the outbox worker (so an
 * answer never waits for, or tells anything by, the mail it causes). A job is claimed by pushing `nextAttemptAt` on,
 * so replicas never send one twice at once; `doneAt` marks it sent, found to need no mail, or given up.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    job: jsonb('job').$type<OutboxJob>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.doneAt} is null`)],
);

/** A buyer's saved product: one row per buyer and product, so saving twice changes nothing. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: id(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wishlist_items_buyer_product_key').on(t.buyerId, t.productId),
    index('wishlist_items_buyer_created_idx').on(t.buyerId, t.createdAt),
  ],
);

/**
 * A line of a buyer's cart: a product, the chosen options and a quantity. Prices are not stored: the cart is priced
 * from the catalogue whenever it is read. `attributes` holds the chosen option labels keyed by the lower-cased
 * attribute label (`{"color": "Navy", "size": "40"}`), as the catalogue spells them, or `{}` for a product without
 * options; equal choices are one line (jsonb equality ignores key order), so adding again adds to its quantity.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: id(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    quantity: smallint('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_lines_buyer_product_attributes_key').on(t.buyerId, t.productId, t.attributes),
    index('cart_lines_buyer_created_idx').on(t.buyerId, t.createdAt),
    // 10 is MAX_QUANTITY_PER_LINE (api/src/cart/limits.ts); the service caps before writing, this is the backstop.
    check('cart_lines_quantity_range', sql`${t.quantity} between 1 and 10`),
  ],
);

/**
 * A coupon: `percent` off (optionally capped at `maxDiscountPaise`) or a flat `amountOffPaise`, for orders of at least
 * `minOrderPaise`, between `startsAt` and `expiresAt` (either may be open), at most `usesPerBuyer` times per buyer and
 * `totalUses` times in all (null = no limit). Codes are stored upper-case and matched in any case.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: ['percent', 'flat'] }).notNull(),
    percentOff: smallint('percent_off'),
    amountOffPaise: integer('amount_off_paise'),
    maxDiscountPaise: integer('max_discount_paise'),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usesPerBuyer: integer('uses_per_buyer'),
    totalUses: integer('total_uses'),
    active: boolean('active').notNull().default(true),
    /** Shown among checkout's available offers; false for a code given out privately (still applies when typed). */
    listed: boolean('listed').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check(
      'coupons_kind_amount',
      sql`(${t.kind} = 'percent' and ${t.percentOff} between 1 and 100) or (${t.kind} = 'flat' and ${t.amountOffPaise} > 0)`,
    ),
  ],
);

export interface StoredOrderAddress {
  name: string;
  phone: string;
  add1: string;
  add2: string;
  landmark: string;
  city: string;
  state: string;
  pincode: string;
}

/** A cart line as a checkout priced it: what the payment covers, and what the order will hold. */
export interface CheckoutLine {
  /** The cart line it came from (removed from the cart when the order is placed). */
  cartLineId: string;
  productId: string;
  variantId: string | null;
  name: string;
  image: string;
  attributes: Record<string, string>;
  quantity: number;
  unitPricePaise: number;
  retailPricePaise: number;
}

/**
 * A priced checkout waiting for its Razorpay payment: the amounts charged, the lines, the addresses and the Razorpay
 * order. Placing the order (browser or webhook) reads everything from here, never from the client.
 * `status`: pending, then placed (with `orderId`) or rejected (the order could not be placed; the payment is refunded).
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: id(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    /** Null when coupon and points cover the whole order: nothing to pay, so no Razorpay order. */
    razorpayOrderId: text('razorpay_order_id'),
    status: text('status', { enum: ['pending', 'placed', 'rejected'] })
      .notNull()
      .default('pending'),
    lines: jsonb('lines').$type<CheckoutLine[]>().notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id),
    couponCode: text('coupon_code'),
    discountPaise: integer('discount_paise').notNull(),
    pointsUsed: integer('points_used').notNull(),
    delivery: text('delivery', { enum: ['standard', 'express'] }).notNull(),
    deliveryPaise: integer('delivery_paise').notNull(),
    /** How the buyer chose to pay: online through Razorpay (or nothing, when covered), or cash on delivery. */
    paymentChoice: text('payment_choice', { enum: ['online', 'cod'] })
      .notNull()
      .default('online'),
    /** The cash-on-delivery fee in the amount (0 unless paid on delivery). */
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    amountPaise: integer('amount_paise').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<StoredOrderAddress>().notNull(),
    billingAddress: jsonb('billing_address').$type<StoredOrderAddress>().notNull(),
    /** Why the order could not be placed (then the payment is refunded). */
    rejection: text('rejection'),
    /** The payment that paid it (set when placed or rejected). */
    razorpayPaymentId: text('razorpay_payment_id'),
    /** Razorpay's refund of a rejected checkout's payment; null while one is due. */
    refundId: text('refund_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('checkouts_razorpay_order_key').on(t.razorpayOrderId),
    index('checkouts_buyer_created_idx').on(t.buyerId, t.createdAt),
    check(
      'checkouts_amounts',
      sql`${t.pointsUsed} >= 0 and ${t.discountPaise} >= 0 and ((${t.paymentChoice} = 'online' and ${t.codFeePaise} = 0 and ((${t.amountPaise} >= 100 and ${t.razorpayOrderId} is not null) or (${t.amountPaise} = 0 and ${t.razorpayOrderId} is null))) or (${t.paymentChoice} = 'cod' and ${t.codFeePaise} >= 0 and ${t.amountPaise} >= 100 and ${t.razorpayOrderId} is null))`,
    ),
  ],
);

/**
 * A placed order. Money is what the checkout charged, fixed here. One order per checkout and per Razorpay payment
 * (unique), however often the browser or the webhook repeats. `orderStatus` follows Shiprocket's status webhooks;
 * `shiprocketOrderId` is null until the shipment is created (retried while Shiprocket is down).
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    orderNumber: text('order_number').notNull(),
    /**
     * How it is paid: by a Razorpay payment, wholly by coupon and points (then no Razorpay ids), or in cash to the
     * courier on delivery (then `paidAt` is set when the shipment is delivered).
     */
    paymentMethod: text('payment_method', { enum: ['razorpay', 'points', 'cod'] })
      .notNull()
      .default('razorpay'),
    razorpayOrderId: text('razorpay_order_id'),
    razorpayPaymentId: text('razorpay_payment_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<StoredOrderAddress>().notNull(),
    billingAddress: jsonb('billing_address').$type<StoredOrderAddress>().notNull(),
    delivery: text('delivery', { enum: ['standard', 'express'] }).notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    couponCode: text('coupon_code'),
    discountPaise: integer('discount_paise').notNull(),
    pointsUsed: integer('points_used').notNull(),
    deliveryPaise: integer('delivery_paise').notNull(),
    /** The cash-on-delivery fee included in the total (0 for orders paid online). */
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    /** Points the order earns; a cash-on-delivery order's are credited when it is delivered (and paid). */
    pointsEarned: integer('points_earned').notNull(),
    /** When the money was received: at placement when paid online or covered; on delivery for cash on delivery. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    orderStatus: text('order_status', {
      enum: ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Returned'],
    })
      .notNull()
      .default('Pending'),
    /** Shiprocket's last status heard (NEW, SHIPPED …), or PENDING before the shipment exists. */
    shippingStatus: text('shipping_status').notNull().default('PENDING'),
    shiprocketOrderId: text('shiprocket_order_id'),
    shiprocketShipmentId: text('shiprocket_shipment_id'),
    /** Failed attempts at creating the shipment, and when to try next (null once created). */
    shipmentAttempts: integer('shipment_attempts').notNull().default(0),
    shipmentRetryAt: timestamp('shipment_retry_at', { withTimezone: true }),
    shipmentError: text('shipment_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_checkout_key').on(t.checkoutId),
    uniqueIndex('orders_razorpay_payment_key').on(t.razorpayPaymentId),
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    check(
      'orders_payment_method',
      sql`(${t.paymentMethod} = 'razorpay' and ${t.razorpayPaymentId} is not null and ${t.totalPaise} >= 100 and ${t.codFeePaise} = 0) or (${t.paymentMethod} = 'points' and ${t.razorpayPaymentId} is null and ${t.totalPaise} = 0 and ${t.codFeePaise} = 0) or (${t.paymentMethod} = 'cod' and ${t.razorpayPaymentId} is null and ${t.totalPaise} >= 100)`,
    ),
    index('orders_buyer_created_idx').on(t.buyerId, t.createdAt, t.id),
    index('orders_shipment_retry_idx').on(t.shipmentRetryAt).where(sql`${t.shiprocketOrderId} is null`),
    index('orders_shiprocket_order_idx').on(t.shiprocketOrderId),
  ],
);

/** One product line of an order, as bought: name, image, options and prices at purchase. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    variantId: uuid('variant_id'),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    quantity: smallint('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    retailPricePaise: integer('retail_price_paise').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId, t.position)],
);

/** A coupon's use by an order, in the order's transaction: per-buyer and total limits count these. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_key').on(t.orderId),
    index('coupon_redemptions_coupon_buyer_idx').on(t.couponId, t.buyerId),
  ],
);

/**
 * The membership points history: one entry per order, with the points it earned and spent. A buyer's balance is the
 * sum of earned minus redeemed over their entries.
 */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: id(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    pointsEarned: integer('points_earned').notNull(),
    pointsRedeemed: integer('points_redeemed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('points_entries_order_key').on(t.orderId),
    index('points_entries_buyer_created_idx').on(t.buyerId, t.createdAt),
    check('points_entries_nonnegative', sql`${t.pointsEarned} >= 0 and ${t.pointsRedeemed} >= 0`),
  ],
);

/** Razorpay webhook events already handled, by event id: a repeated delivery is answered and ignored. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A buyer's feedback (Send Feedback); a copy is mailed to the store's mailbox. */
export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_buyer_created_idx').on(t.buyerId, t.createdAt)],
);

/** A buyer's question (Contact Us); a copy is mailed to the store's mailbox. */
export const contactQueries = pgTable(
  'contact_queries',
  {
    id: id(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    query: text('query').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_queries_buyer_created_idx').on(t.buyerId, t.createdAt)],
);

/**
 * An image a buyer uploaded (for a return request): stored in media under `uploads/<fileName>`, a random name. The
 * row remembers whose it is, so a return can only name its own buyer's images.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    /** `<32 hex>.<jpg|png|webp|gif>`; the extension follows the content's magic bytes, never the sent name. */
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('uploads_file_name_key').on(t.fileName),
    index('uploads_buyer_created_idx').on(t.buyerId, t.createdAt),
  ],
);

/**
 * A buyer's request to return one of their orders (Request Return), with 1 to 3 of their own uploaded images in
 * `return_request_images`. A copy is mailed to the store's mailbox.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: id(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** One of RETURN_REASONS (api/src/support/limits.ts), in the form's words. */
    reason: text('reason').notNull(),
    /**
     * Where a cash-on-delivery order's refund goes (a UPI id or a bank account the buyer gave); null for orders paid
     * online, which are refunded to the payment. The payout itself is a manual step
     * (docs/decisions/checkout-and-payments.md, "Cash on Delivery").
     */
    refundTo: jsonb('refund_to').$type<RefundDestination>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('return_requests_buyer_created_idx').on(t.buyerId, t.createdAt),
    index('return_requests_order_idx').on(t.orderId),
  ],
);

/** The images of a return request, in the order the buyer sent them (position 0, 1, 2). */
export const returnRequestImages = pgTable(
  'return_request_images',
  {
    returnRequestId: uuid('return_request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.returnRequestId, t.position] }),
    index('return_request_images_upload_idx').on(t.uploadId),
    check('return_request_images_position_range', sql`${t.position} between 0 and 2`),
  ],
);

/**
 * The last number drawn in each series of tax documents (`invoice`, `credit-note`) per Indian financial year
 * (`26-27`). A placement increments its row under the row lock in its own transaction, so numbers are gap-free (a
 * rolled-back placement gives its number back) and never drawn twice.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series', { enum: ['invoice', 'credit-note'] }).notNull(),
    financialYear: text('financial_year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/**
 * An issued GST tax invoice: one per order, its number drawn from the invoice series, and `document` the snapshot of
 * everything it prints. Issued documents are never changed or removed: a trigger (hand-written in the migration)
 * refuses UPDATE, DELETE and TRUNCATE. The order it bills cannot be deleted while it exists (the law keeps invoices).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
  },
  (t) => [
    uniqueIndex('invoices_order_key').on(t.orderId),
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_year_sequence_key').on(t.financialYear, t.sequence),
    check('invoices_number_length', sql`char_length(${t.number}) <= 16`),
  ],
);

/** A credit note for the whole of an invoice (its order was cancelled or returned): at most one per invoice. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
  },
  (t) => [
    uniqueIndex('credit_notes_invoice_key').on(t.invoiceId),
    uniqueIndex('credit_notes_order_key').on(t.orderId),
    uniqueIndex('credit_notes_number_key').on(t.number),
    uniqueIndex('credit_notes_year_sequence_key').on(t.financialYear, t.sequence),
    check('credit_notes_number_length', sql`char_length(${t.number}) <= 16`),
  ],
);
