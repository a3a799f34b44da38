import { normalizeIndianMobile } from '@sutra/rules';
import { z } from 'zod';
import { COMMON_PASSWORD, isCommonPassword } from '../auth/common-passwords.js';
import { requiredText } from '../http/schemas.js';

/**
 * Request and answer schemas of the buyer routes. Messages are the storefront's (spec section 5) where it has one,
 * so a message the server sends reads like the form's own.
 */

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is too long`)
    .optional()
    .default('');

/** Sign-up and profile: 'Email is required', 'Email is invalid' (the sign-up form's words). */
export const emailField = requiredText('Email', 254).pipe(z.email({ error: 'Email is invalid' }));

/** Login: 'Email is required', 'Please enter a valid email' (the login form's words). */
const loginEmailField = requiredText('Email', 254).pipe(z.email({ error: 'Please enter a valid email' }));

export const MIN_PASSWORD_LENGTH = 6;
/** Long enough for any passphrase; bounded so hashing cost stays bounded. */
export const MAX_PASSWORD_LENGTH = 128;

/**
 * A new password (sign-up, reset, change): required, 6+ characters, and not one of the most common passwords. Not
 * trimmed: spaces are part of a password.
 */
const newPasswordField = (missing = 'Password is required') =>
  z
    .string({ error: missing })
    .min(1, { error: missing, abort: true })
    .min(MIN_PASSWORD_LENGTH, { error: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`, abort: true })
    .max(MAX_PASSWORD_LENGTH, { error: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`, abort: true })
    .refine((password) => !isCommonPassword(password), {
      error: COMMON_PASSWORD,
      params: { code: 'common_password' },
    });

/** Any password typed to prove who one is (login, current password): only required. */
const passwordField = (missing = 'Password is required') =>
  z.string({ error: missing }).min(1, { error: missing, abort: true }).max(1024, 'Password is too long');

/** A phone number: digits with an optional leading +, spaces and dashes allowed; blank for none. */
const contactNumberField = z
  .string({ error: 'Phone number must be text' })
  .trim()
  .regex(/^(\+?\d[\d\s-]{5,18}\d)?$/, 'Phone number is invalid');

export const signupBodySchema = z.object({
  email: emailField,
  contactNumber: contactNumberField.optional().default(''),
  name: requiredText('Name', 100),
  password: newPasswordField(),
});

/** A mailed 6-digit code (a password reset, a login's second step). */
const mailedCodeField = z
  .string({ error: 'Code is required' })
  .trim()
  .min(1, { error: 'Code is required', abort: true })
  .regex(/^\d{6}$/, 'The code is 6 digits');

export const loginBodySchema = z.object({
  email: loginEmailField,
  password: passwordField(),
  /** The mailed code, once a login asks for it (after many wrong passwords on the account). */
  code: mailedCodeField.optional(),
});

/** An Indian mobile number: 10 digits starting 6-9, optionally after +91 or 0. */
const MOBILE = /^(?:\+91[\s-]?|0)?[6-9]\d{9}$/;

/** One address of the profile form (spec section 3). `landmark` and `add2` may be blank. */
export const addressSchema = z.object({
  fullName: requiredText('Full name', 100),
  mobile: requiredText('Mobile number', 20).pipe(
    z.string().regex(MOBILE, 'Mobile number must be a 10-digit Indian mobile number'),
  ),
  add1: requiredText('Address line 1', 200),
  add2: optionalText(200, 'Address line 2'),
  landmark: optionalText(100, 'Landmark'),
  state: requiredText('State', 60),
  city: requiredText('City', 60),
  pincode: requiredText('Pincode', 6, 'Pincode must be 6 digits').pipe(
    z.string().regex(/^[1-9]\d{5}$/, 'Pincode must be 6 digits'),
  ),
  defaultAdd: z.boolean({ error: 'defaultAdd must be true or false' }).optional().default(false),
});

export const MAX_ADDRESSES = 10;

/** `{name, email}` (My Information), `{address: [...]}` (Delivery Address), or both; `contactNumber` may come along. */
export const updateProfileBodySchema = z
  .object({
    name: requiredText('Name', 100).optional(),
    email: emailField.optional(),
    contactNumber: contactNumberField.optional(),
    address: z
      .array(addressSchema, { error: 'address must be a list of addresses' })
      .max(MAX_ADDRESSES, `Save at most ${MAX_ADDRESSES} addresses`)
      .optional(),
    /** Needed when `email` changes the account's email. */
    currentPassword: passwordField('Current password is required').optional(),
    whatsappUpdates: z
      .boolean({ error: 'whatsappUpdates must be true or false' })
      .optional()
      .describe('Order updates on WhatsApp (true) or by SMS (false), for orders placed from now on'),
  })
  .refine(({ currentPassword: _, ...changes }) => Object.values(changes).some((v) => v !== undefined), {
    error: 'Give name and email, or address',
  });

export const changePasswordBodySchema = z
  .object({
    password: passwordField('Current password is required'),
    newPassword: newPasswordField('Please fill in all fields'),
    confirmpassword: z.string({ error: 'Please fill in all fields' }).min(1, 'Please fill in all fields'),
  })
  .refine((b) => b.newPassword === b.confirmpassword, {
    error: 'Passwords do not match',
    path: ['confirmpassword'],
    params: { code: 'mismatch' },
  });

export const forgotPasswordBodySchema = z.object({ email: emailField });

export const verifyOtpBodySchema = z.object({
  email: emailField,
  otp: mailedCodeField,
});

export const resetPasswordBodySchema = z.object({
  resetToken: z.string({ error: 'Reset token is required' }).min(1, 'Reset token is required').max(2048),
  password: newPasswordField(),
});

export const INVALID_MOBILE = 'Please enter a 10-digit mobile number';

/** An Indian mobile number typed any usual way (`+91 98765 43210`, `09876543210`), read as its ten digits. */
const mobileField = requiredText('Mobile number', 20)
  .refine((typed) => normalizeIndianMobile(typed) !== null, {
    error: INVALID_MOBILE,
    params: { code: 'invalid_format' },
  })
  .transform((typed) => normalizeIndianMobile(typed) ?? typed);

export const phoneCodeBodySchema = z.object({ mobile: mobileField });

export const phoneVerifyBodySchema = z.object({ mobile: mobileField, code: mailedCodeField });

export const phoneSignupBodySchema = z.object({
  signupToken: z
    .string({ error: 'Sign-up token is required' })
    .min(1, 'Sign-up token is required')
    .max(2048, 'Sign-up token is too long'),
  name: requiredText('Name', 100),
  email: emailField,
});

/** `?id=` of the buyer routes: optional (the token names the buyer), and when given it must be the token's. */
export const buyerIdQuerySchema = z.object({
  id: z.uuid({ error: 'id must be a valid buyer id' }).optional(),
});

/* Answers */

export const addressJsonSchema = z.object({
  fullName: z.string(),
  mobile: z.string(),
  add1: z.string(),
  add2: z.string(),
  landmark: z.string(),
  state: z.string(),
  city: z.string(),
  pincode: z.string(),
  defaultAdd: z.boolean().describe('True for the first address only: the first address is the default'),
});

export const buyerJsonSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    email: z.string(),
    contactNumber: z.string(),
    mobile: z
      .string()
      .nullable()
      .describe('The ten digits of the mobile number the buyer proved by SMS (it signs in); null for none'),
    address: z.array(addressJsonSchema).describe('The first address is the default'),
    whatsappUpdates: z.boolean().describe('Order updates go to WhatsApp (else by SMS); asked at checkout'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .describe('A buyer as the storefront sees them; never any password or hash');

export const messageAnswerSchema = z.object({ status: z.literal(true), message: z.string() });
