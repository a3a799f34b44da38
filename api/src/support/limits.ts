/** Limits of the support slice (feedback, contact, uploads, returns). */

/** The largest image a buyer may upload (DESIGN: uploads at most 5 MB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** At most this many images per return request (spec section 9). */
export const MAX_RETURN_IMAGES = 3;

export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
/** Feedback messages and contact queries. */
export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_ORDER_NUMBER_LENGTH = 64;

/** The three reasons of the Request Return form (spec: Feedback, Contact, Return), in the form's order. */
export const RETURN_REASONS = ["Product size doesn't fit", 'Product quality issue', 'Received wrong item'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
