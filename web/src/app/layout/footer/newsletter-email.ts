import { looksLikeEmail } from '../../../shared/forms/validation';

export const NEWSLETTER_ERRORS = {
  required: 'Email is required',
  invalid: 'Please enter a valid email',
} as const;

/** What is wrong with the address typed into the footer's newsletter box, if anything. */
export function validateNewsletterEmail(email: string): string | undefined {
  if (!email.trim()) return NEWSLETTER_ERRORS.required;
  if (!looksLikeEmail(email)) return NEWSLETTER_ERRORS.invalid;
  return undefined;
}
