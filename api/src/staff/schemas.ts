import { STAFF_PERMISSIONS, STAFF_ROLES } from '@sutra/rules';
import { z } from 'zod';
import { isCommonPassword } from '../auth/common-passwords.js';
import { requiredText, uuidParam } from '../http/schemas.js';

/** Request and answer schemas of the back office's staff routes. */

const emailField = requiredText('Email', 254).pipe(z.email({ error: 'Email is invalid' }));
const roleField = z.enum(STAFF_ROLES, { error: `Role must be one of ${STAFF_ROLES.join(', ')}` });

/** Staff hold the keys to the store: a longer minimum than buyers', and never a common password. */
export const MIN_STAFF_PASSWORD_LENGTH = 10;
const newPasswordField = z
  .string({ error: 'Password is required' })
  .min(MIN_STAFF_PASSWORD_LENGTH, {
    error: `Password must be at least ${MIN_STAFF_PASSWORD_LENGTH} characters`,
    abort: true,
  })
  .max(128, { error: 'Password must be at most 128 characters', abort: true })
  .refine((password) => !isCommonPassword(password), {
    error: 'This password is too common. Please choose one that is harder to guess.',
    params: { code: 'common_password' },
  });
const passwordField = z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024);

export const signInBodySchema = z.object({
  email: emailField,
  password: passwordField,
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .regex(/^\d{6}$/, 'Code must be the 6 digits your authenticator app shows'),
});

export const staffJsonSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    name: z.string(),
    role: roleField,
    disabled: z.boolean(),
    totpConfirmed: z.boolean().describe('Whether the member has signed in with a code from their authenticator app'),
    createdAt: z.string(),
  })
  .describe('A member of staff; never a password, hash or TOTP secret');

export const meJsonSchema = staffJsonSchema.extend({
  permissions: z.array(z.enum(STAFF_PERMISSIONS)).describe('What the role may do (the role table, `@sutra/rules`)'),
});

export const sessionAnswerSchema = z.object({
  success: z.literal(true),
  token: z.string().describe('The staff session: send as `Authorization: Bearer <token>`; shown once'),
  expiresAt: z.string().describe('When the session ends at the latest (it also ends after idling)'),
  result: meJsonSchema,
});

export const okSchema = z.object({ success: z.literal(true), message: z.string() });

export const changePasswordBodySchema = z.object({
  currentPassword: passwordField,
  newPassword: newPasswordField,
});

export const inviteBodySchema = z.object({ email: emailField, role: roleField });

export const inviteJsonSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: roleField,
  expiresAt: z.string(),
});

export const acceptInviteBodySchema = z.object({
  token: z.string({ error: 'Token is required' }).trim().min(1, 'Token is required').max(200),
  name: requiredText('Name', 100),
  password: newPasswordField,
});

export const enrolmentAnswerSchema = z.object({
  success: z.literal(true),
  result: staffJsonSchema,
  totpSecret: z.string().describe('The TOTP secret (base32), answered this once only'),
  otpauthUri: z.string().describe('The same as an `otpauth://` URI, for a QR code'),
});

export const staffIdParamsSchema = z.object({ id: uuidParam('id') });

export const updateStaffBodySchema = z
  .object({ role: roleField.optional(), disabled: z.boolean().optional() })
  .refine((b) => b.role !== undefined || b.disabled !== undefined, { message: 'Send a role or disabled' });
