import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type BearerAuth, buyerOf, ownBuyerId } from '../auth/bearer.js';
import { clientAddress, RATE_LIMITS, type RateLimiter } from '../auth/rate-limits.js';
import { errorSchema } from '../http/schemas.js';
import type { AccountsDeps } from './deps.js';
import {
  CODE_VERIFIED,
  PASSWORD_RESET_DONE,
  RESET_REQUESTED,
  requestPasswordReset,
  resetPassword,
  verifyResetCode,
} from './password-reset.js';
import {
  buyerIdQuerySchema,
  buyerJsonSchema,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  messageAnswerSchema,
  resetPasswordBodySchema,
  signupBodySchema,
  updateProfileBodySchema,
  verifyOtpBodySchema,
} from './schemas.js';
import {
  changePassword,
  getBuyer,
  LOGGED_OUT,
  login,
  logout,
  SIGNUP_MESSAGE,
  signup,
  updateProfile,
} from './service.js';

const tags = ['accounts'];
const bearer = [{ bearerAuth: [] }];
/** What every bearer route may answer besides success. */
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };

export interface AccountRouteDeps extends AccountsDeps {
  auth: BearerAuth;
  limits: RateLimiter;
}

/** The buyer routes of spec section 7 and the password-reset extension. */
export const accountRoutes =
  (deps: AccountRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, auth, limits } = deps;

    app.post(
      '/buyer_signup',
      {
        schema: {
          tags,
          summary: 'Create a buyer account (an email that has one gets the same answer, and a mail)',
          body: signupBodySchema,
          response: { 201: messageAnswerSchema, 400: errorSchema, 429: errorSchema },
        },
        preHandler: limits.limit(RATE_LIMITS.signupPerIp, RATE_LIMITS.signupPerEmail),
      },
      async (request, reply) => {
        await signup(deps, request.body);
        return reply.status(201).send({ status: true as const, message: SIGNUP_MESSAGE });
      },
    );

    app.post(
      '/buyer_login',
      {
        schema: {
          tags,
          summary:
            'Log in: a bearer token and the buyer. Wrong passwords are limited per email and address (10 in 15 minutes) and per address (50); past 100 per email, a login also needs the 6-digit code it mails (a 400 on field `code`: `code_required`, then `invalid_code`)',
          body: loginBodySchema,
          response: {
            200: messageAnswerSchema.extend({ token: z.string(), result: buyerJsonSchema }),
            400: errorSchema,
            401: errorSchema,
            429: errorSchema,
          },
        },
      },
      async (request) => {
        const { email, password, code } = request.body;
        const { token, buyer } = await login(deps, email, password, clientAddress(request), code);
        return { status: true as const, message: 'Login successful', token, result: buyer };
      },
    );

    app.post(
      '/buyer_logout',
      {
        schema: {
          tags,
          summary: 'Log out: this token is refused from now on (other devices stay signed in)',
          security: bearer,
          response: { 200: messageAnswerSchema, 401: errorSchema },
        },
        onRequest: auth.requireBuyer,
      },
      async (request) => {
        await logout(db, buyerOf(request));
        return { status: true as const, message: LOGGED_OUT };
      },
    );

    app.get(
      '/buyer_me',
      {
        schema: {
          tags,
          summary: "The token's buyer (what the gateway's `me` reads)",
          security: bearer,
          response: { 200: z.object({ success: z.literal(true), result: buyerJsonSchema }), ...errors },
        },
        onRequest: auth.requireBuyer,
      },
      async (request) => ({ success: true as const, result: await getBuyer(db, buyerOf(request).id) }),
    );

    app.get(
      '/buyer_getdetail',
      {
        schema: {
          tags,
          summary: "A buyer by id (only the token's own buyer)",
          security: bearer,
          querystring: buyerIdQuerySchema,
          response: { 200: z.object({ success: z.literal(true), result: buyerJsonSchema }), ...errors },
        },
        onRequest: auth.requireBuyer,
      },
      async (request) => {
        const buyerId = ownBuyerId(request, request.query.id);
        return { success: true as const, result: await getBuyer(db, buyerId) };
      },
    );

    app.patch(
      '/buyer_updateprofile',
      {
        schema: {
          tags,
          summary:
            'Change name and email, and/or the address list (the first address is the default). A new email needs currentPassword, and the old address is told by mail. At most 30 saves per buyer and 100 per address an hour',
          security: bearer,
          querystring: buyerIdQuerySchema,
          body: updateProfileBodySchema,
          response: {
            200: messageAnswerSchema.extend({ result: buyerJsonSchema, address: buyerJsonSchema.shape.address }),
            409: errorSchema,
            429: errorSchema,
            ...errors,
          },
        },
        onRequest: auth.requireBuyer,
        preHandler: limits.limit(RATE_LIMITS.profileUpdatePerBuyer, RATE_LIMITS.profileUpdatePerIp),
      },
      async (request) => {
        const buyerId = ownBuyerId(request, request.query.id);
        const buyer = await updateProfile(deps, buyerId, request.body, clientAddress(request));
        return { status: true as const, message: 'Profile updated', result: buyer, address: buyer.address };
      },
    );

    app.post(
      '/buyer_changepassword',
      {
        schema: {
          tags,
          summary:
            'Change the password (checks the current one, wrong ones limited like logins); older tokens stop working, a new one is answered',
          security: bearer,
          querystring: buyerIdQuerySchema,
          body: changePasswordBodySchema,
          response: {
            200: messageAnswerSchema.extend({ token: z.string(), result: buyerJsonSchema }),
            429: errorSchema,
            ...errors,
          },
        },
        onRequest: auth.requireBuyer,
      },
      async (request) => {
        const buyerId = ownBuyerId(request, request.query.id);
        const { password, newPassword } = request.body;
        const token = await changePassword(deps, buyerId, password, newPassword, clientAddress(request));
        const result = await getBuyer(db, buyerId);
        return { status: true as const, message: 'Password changed successfully', token, result };
      },
    );

    app.post(
      '/buyer_forgot_password',
      {
        schema: {
          tags,
          summary: 'Mail a 6-digit reset code (10 minutes, 5 attempts); the same answer for any email',
          body: forgotPasswordBodySchema,
          response: { 200: messageAnswerSchema, 400: errorSchema, 429: errorSchema },
        },
        preHandler: limits.limit(RATE_LIMITS.otpSendPerIp, RATE_LIMITS.otpSendPerEmail),
      },
      async (request) => {
        await requestPasswordReset(deps, request.body.email);
        return { status: true as const, message: RESET_REQUESTED };
      },
    );

    app.post(
      '/buyer_verify_otp',
      {
        schema: {
          tags,
          summary: 'Check a reset code; answers a reset token valid for 15 minutes, once',
          body: verifyOtpBodySchema,
          response: {
            200: messageAnswerSchema.extend({ resetToken: z.string() }),
            400: errorSchema,
            429: errorSchema,
          },
        },
        preHandler: limits.limit(RATE_LIMITS.otpVerifyPerIp),
      },
      async (request) => {
        const resetToken = await verifyResetCode(deps, request.body.email, request.body.otp);
        return { status: true as const, message: CODE_VERIFIED, resetToken };
      },
    );

    app.post(
      '/buyer_reset_password',
      {
        schema: {
          tags,
          summary: 'Set a new password with a reset token; every earlier login token stops working',
          body: resetPasswordBodySchema,
          response: { 200: messageAnswerSchema, 400: errorSchema, 429: errorSchema },
        },
        preHandler: limits.limit(RATE_LIMITS.resetPerIp),
      },
      async (request) => {
        await resetPassword(deps, request.body.resetToken, request.body.password);
        return { status: true as const, message: PASSWORD_RESET_DONE };
      },
    );
  };
