/**
 * Why the store refused a request, as a stable machine code a client can switch on; the message beside it is for
 * people and may be reworded. Every error the api answers carries one (`code` in its error body, listed in its OpenAPI
 * document); the gateway passes it on as `extensions.reason`, beside the error's general class (`extensions.code`, see
 * `error-class.ts`). A refusal about particular fields also lists each field with its own code (`field-error-code.ts`).
 * The HTTP status a code is answered with is given where it is not the same everywhere.
 *
 * The request and the session:
 * - `invalid_input`: the request is not one the route takes (a value its schema refuses, a malformed body, URL or
 *   cursor, a value the database refuses); `fields` names the fields when it is about fields. 400.
 * - `too_large`: the body or the file is larger than the route takes. 413.
 * - `unsupported_media_type`: the body is sent as a type the route does not read (an upload not sent as multipart). 415.
 * - `login_required`: no session token was sent to a route that needs one. 401.
 * - `session_expired`: the session token has expired, was revoked (logout, password change) or is not the store's. 401.
 * - `login_failed`: the email and password do not match an account (never saying which was wrong). 401.
 * - `webhook_unauthenticated`: a webhook without the provider's signature (400) or token (401).
 * - `forbidden`: nobody may do this through this route (list a media folder). 403.
 * - `not_found`: no such thing — or another buyer's, answered exactly alike so ids cannot be probed — or no such
 *   route. 404.
 * - `rate_limited`: asked too often; `Retry-After` says when to try again. 429.
 * - `unavailable`: the store, or a provider it needs (Razorpay, Shiprocket), cannot serve this right now; nothing was
 *   done, and trying again shortly may work (`Retry-After` when known). 503.
 * - `internal_error`: a failure of the store's own, logged; nothing the caller can change. 500.
 *
 * Accounts:
 * - `email_taken`: the email belongs to another account. 409.
 * - `wrong_password`: the current password given is not the account's. 400.
 * - `code_required`: signing in needs a one-time code besides the password; the store has mailed one. 400.
 * - `invalid_code`: a one-time code or password-reset link that is wrong, used or expired. 400.
 * - `resend_too_soon`: a new code for this mobile number was asked for a moment ago; `Retry-After` says when another
 *   may be. 429.
 * - `phone_signup_invalid`: the proof of a new mobile number (its sign-up token) is wrong, for another number, or
 *   expired; ask for a new code. 400.
 * - `mobile_taken`: the mobile number has an account already (made since its code was checked); sign in with it. 409.
 *
 * Staff (the back office):
 * - `staff_forbidden`: the signed-in member of staff's role does not hold the permission the route needs. 403.
 * - `last_owner`: the change would leave the store without an active owner (demoting or disabling the last one). 409.
 * - `invite_invalid`: a staff invitation link that is wrong, used or expired. 400.
 * - `stale_version`: someone else saved the thing since it was read (the version sent is not its version now); read it
 *   again and redo the change. 409.
 * - `points_below_zero`: the points adjustment would take the buyer's balance below zero. 409.
 * - `already_replied`: the inbox item was answered already; a reply is mailed once. 409.
 * - `variant_in_use`: the colour variant is named by orders, so it cannot be deleted (hide it instead). 409.
 *
 * Cart and wishlist:
 * - `out_of_stock`: not enough stock for a line — sold out, fewer left than asked for, or no longer for sale (409);
 *   when placing an order, it is not placed (a payment is refunded).
 * - `variant_unavailable`: the product is not sold in the combination of options chosen. 400.
 * - `cart_full`, `wishlist_full`: the list holds as many items as it may; remove one to add another. 400.
 * - `in_stock`: the size can be bought now, so there is nothing to be told about; a back-in-stock alert is only for a
 *   sold-out size. 409.
 *
 * Checkout and orders:
 * - `cart_empty`: nothing in the cart to check out. 400.
 * - `coupon_unknown`: no active coupon has this code. 400.
 * - `coupon_not_started`: the coupon's offer has not begun yet. 400.
 * - `coupon_expired`: the coupon's offer has ended. 400.
 * - `coupon_used_up`: the coupon has been used as often as it may be, by everyone together (400; 409 when another
 *   order used the last one after the checkout was priced).
 * - `coupon_used_by_buyer`: the buyer has used the coupon as often as one buyer may (400; 409 as above).
 * - `coupon_minimum`: the order is below the coupon's minimum. 400.
 * - `not_serviceable`: no courier delivers to the pincode. 400.
 * - `cash_on_delivery_unavailable`: cash on delivery is not offered for this order (its amount, its pincode, or
 *   nothing left to collect). 400.
 * - `express_not_faster`: Express is asked for where no courier delivers sooner than Standard; choose Standard. 400.
 * - `checkout_expired`: the checkout's price is too old to place without a payment; check out again. 400.
 * - `payment_method_mismatch`: the checkout is placed through another route (it has an amount to pay online, or it
 *   is not paid on delivery). 400.
 * - `payment_not_verified`: the payment does not pay this checkout (a wrong signature; unknown to Razorpay; made for
 *   another order, amount or currency; not captured); nothing is placed. 400.
 * - `payment_unconfirmed`: Razorpay could not confirm the payment just now; if money was taken the order is placed
 *   once Razorpay confirms it (see My Orders). 503.
 * - `cart_changed`: the cart changed since the checkout was priced (it was placed already, or edited); nothing is
 *   placed. 409.
 * - `points_spent`: the membership points were spent on another order since the checkout was priced. 409.
 * - `account_blocked`: the store has blocked this account from buying; it can still sign in and see its orders. 409;
 *   when placing an order (blocked after the checkout began), it is not placed and a payment is refunded.
 * - `order_not_placed`: the order was not placed for a reason recorded before reasons had codes; the message says
 *   what. 409.
 *
 * Returns and uploads:
 * - `not_returnable`: the store does not take this return; the field's code says why (`not_delivered`,
 *   `window_closed`, `already_requested`). 400, or 409 when the line was asked for already.
 * - `not_an_image`: the file sent is empty or not a JPEG, PNG, WebP or GIF image. 400.
 * - `return_wrong_state`: the return request is not at a step that allows this (approving a rejected one, refunding
 *   one not received yet); reload it to see where it stands. 409.
 * - `exchange_costs_more`: the replacement costs more than the item returned; the store exchanges only for the same
 *   price or less (refund it and let the buyer order the other one). 409.
 *
 * Cash-on-delivery confirmation:
 * - `cod_link_invalid`: the confirmation link is not one the store made for this order, or it has expired. 400.
 * - `not_cash_on_delivery`: only a cash-on-delivery order waits for a confirmation. 409.
 * - `order_cancelled`: the order was cancelled, so it cannot be confirmed. 409.
 * - `cod_already_confirmed`: the buyer asked to cancel a cash-on-delivery order that is confirmed already (or on its
 *   way); the store cancels it only by the buyer's call or mail now. 409.
 *
 * Cancellations and refunds (the back office):
 * - `already_dispatched`: the courier has the parcel (or it is delivered), so the order can no longer be cancelled;
 *   refund it after delivery instead. 409.
 * - `already_cancelled`: the order, or every unit of the lines named, is cancelled already. 409.
 * - `nothing_to_refund`: nothing is left to cancel or refund (no units left on the lines named, or no money left of
 *   what was paid). 409.
 * - `not_dispatched`: the order has not left the store yet, so it is cancelled (whole or in part), not refunded. 409.
 * - `partial_cancel_unavailable`: a cash-on-delivery order is cancelled whole (the courier collects one amount). 409.
 * - `refund_exceeds_paid`: the amount asked is more than was paid less what was refunded already. 409.
 * - `refund_destination_needed`: a cash-on-delivery order's refund needs a UPI id or bank account to pay it to. 400.
 * - `payout_already_paid`: the payout is marked paid already. 409.
 */
export const REFUSAL_CODES = [
  'invalid_input',
  'too_large',
  'unsupported_media_type',
  'login_required',
  'session_expired',
  'login_failed',
  'webhook_unauthenticated',
  'forbidden',
  'not_found',
  'rate_limited',
  'unavailable',
  'internal_error',
  'email_taken',
  'wrong_password',
  'code_required',
  'invalid_code',
  'resend_too_soon',
  'phone_signup_invalid',
  'mobile_taken',
  'staff_forbidden',
  'last_owner',
  'invite_invalid',
  'stale_version',
  'variant_in_use',
  'points_below_zero',
  'already_replied',
  'out_of_stock',
  'variant_unavailable',
  'in_stock',
  'cart_full',
  'wishlist_full',
  'cart_empty',
  'coupon_unknown',
  'coupon_not_started',
  'coupon_expired',
  'coupon_used_up',
  'coupon_used_by_buyer',
  'coupon_minimum',
  'not_serviceable',
  'cash_on_delivery_unavailable',
  'express_not_faster',
  'checkout_expired',
  'payment_method_mismatch',
  'payment_not_verified',
  'payment_unconfirmed',
  'cart_changed',
  'points_spent',
  'account_blocked',
  'order_not_placed',
  'not_returnable',
  'not_an_image',
  'return_wrong_state',
  'exchange_costs_more',
  'cod_link_invalid',
  'not_cash_on_delivery',
  'order_cancelled',
  'cod_already_confirmed',
  'already_dispatched',
  'already_cancelled',
  'nothing_to_refund',
  'not_dispatched',
  'partial_cancel_unavailable',
  'refund_exceeds_paid',
  'refund_destination_needed',
  'payout_already_paid',
] as const;

export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** Why a coupon does not apply (`judgeCoupon`), at checkout and when the order is placed. */
export type CouponRefusalCode = Extract<RefusalCode, `coupon_${string}`>;

/** Why a priced checkout did not become an order: it is rejected, and a payment refunded. */
export type PlacementRefusalCode = Extract<
  RefusalCode,
  | 'out_of_stock'
  | 'coupon_used_up'
  | 'coupon_used_by_buyer'
  | 'points_spent'
  | 'cart_changed'
  | 'account_blocked'
  | 'order_not_placed'
>;

export const isRefusalCode = (value: unknown): value is RefusalCode =>
  typeof value === 'string' && (REFUSAL_CODES as readonly string[]).includes(value);
