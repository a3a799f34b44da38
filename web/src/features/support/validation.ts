import type { ReturnReason } from '../../__generated__/graphql';
import { type FieldErrors, looksLikeEmail } from '../../shared/forms/validation';

/** The client-side rules of Send Feedback, Contact Us and Request Return (spec section 5). */

export interface MessageValues {
  name: string;
  email: string;
  /** The feedback message or the contact query. */
  text: string;
}

/** Feedback: name, email (email format) and message required; Contact Us: name, email and query required. */
export function validateMessage(
  values: MessageValues,
  textLabel: 'Message' | 'Query',
): FieldErrors<keyof MessageValues> {
  const errors: FieldErrors<keyof MessageValues> = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!values.email.trim()) errors.email = 'Email is required';
  else if (!looksLikeEmail(values.email)) errors.email = 'Please enter a valid email';
  if (!values.text.trim()) errors.text = `${textLabel} is required`;
  return errors;
}

/** The spec's one alert for anything missing on Request Return. */
export const RETURN_FIELDS_MISSING = 'Please fill all required fields including images.';
export const RETURN_SUBMITTED = 'Return request submitted!';
export const RETURN_FAILED = 'Something went wrong while submitting the return request.';

export const MAX_RETURN_IMAGES = 3;
/** The store's upload limit (the gateway and the api refuse larger files too). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export interface ReturnValues {
  orderNumber: string;
  email: string;
  reason: ReturnReason | '';
  /** Locations of the uploaded images. */
  images: string[];
}

/** Order number, email, reason and at least one image: all required, else the spec's one alert. */
export const returnIsComplete = (values: ReturnValues): boolean =>
  Boolean(values.orderNumber.trim() && values.email.trim() && values.reason && values.images.length > 0);
