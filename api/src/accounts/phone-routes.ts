import { PHONE_CODE_RESEND_SECONDS } from '@sutra/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type BearerAuth, buyerOf } from '../auth/bearer.js';
import { RATE_LIMITS, type RateLimiter } from '../auth/rate-limits.js';
import { errorSchema } from '../http/schemas.js';
import { phoneCodeSent } from './phone-codes.js';
import type { PhoneDeps } from './phone-deps.js';
import { addVerifiedNumber, MOBILE_ADDED, requestNumberCode } from './phone-numbers.js';
import {
  NEW_NUMBER_VERIFIED,
  PHONE_SIGNED_UP,
  requestPhoneSignInCode,
  signUpByPhone,
  verifyPhoneSignInCode,
} from './phone-sign-in.js';
import {
  buyerJsonSchema,
  messageAnswerSchema,
  phoneCodeBodySchema,
  phoneSignupBodySchema,
  phoneVerifyBodySchema,
} from './schemas.js';

const tags = ['accounts'];
const bearer = [{ bearerAuth: [] }];

const codeSentSchema = messageAnswerSchema.extend({
  resendAfterSeconds: z.number().int().describe('A new code for this number may be asked for after this wait'),
});
const signedInSchema = messageAnswerSchema.extend({ token: z.string(), result: buyerJsonSchema });

export interface PhoneRouteDeps extends PhoneDeps {
  auth: BearerAuth;
  limits: RateLimiter;
}

/** Signing in and up with a mobile number and a code sent by SMS, and adding a number to an account. */
export const phoneRoutes =
  (deps: PhoneRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth, limits } = deps;
    const codeSent = (mobile: string) => ({
      status: true as const,
      message: phoneCodeSent(mobile),
      resendAfterSeconds: PHONE_CODE_RESEND_SECONDS,
    });

    app.post(
      '/buyer_phone_code',
      {
        schema: {
          tags,
          summary:
            'Send a 6-digit code by SMS to sign in or up (10 minutes, 5 attempts); the same answer for any number. A new code only after `resendAfterSeconds` (429 `resend_too_soon`); at most 3 codes per number and 10 per address in 15 minutes',
          body: phoneCodeBodySchema,
          response: { 200: codeSentSchema, 400: errorSchema, 429: errorSchema },
        },
        preHandler: limits.limit(RATE_LIMITS.phoneCodeSendPerIp),
      },
      async (request) => {
        await requestPhoneSignInCode(deps, request.body.mobile);
        return codeSent(request.body.mobile);
      },
    );

    app.post(
      '/buyer_phone_verify',
      {
        schema: {
          tags,
          summary:
            'Check a code: a number with an account signs in (`next: signed-in`, a bearer token and the buyer); a new number answers `next: signup` and a sign-up token (15 minutes) for `/buyer_phone_signup`',
          body: phoneVerifyBodySchema,
          response: {
            200: z.union([
              signedInSchema.extend({ next: z.literal('signed-in') }),
              messageAnswerSchema.extend({ next: z.literal('signup'), signupToken: z.string() }),
            ]),
            400: errorSchema,
            429: errorSchema,
          },
        },
        preHandler: limits.limit(RATE_LIMITS.phoneVerifyPerIp),
      },
      async (request) => {
        const verified = await verifyPhoneSignInCode(deps, request.body.mobile, request.body.code);
        if (verified.next === 'signup') return { status: true as const, message: NEW_NUMBER_VERIFIED, ...verified };
        return {
          status: true as const,
          message: 'Login successful',
          next: verified.next,
          token: verified.token,
          result: verified.buyer,
        };
      },
    );

    app.post(
      '/buyer_phone_signup',
      {
        schema: {
          tags,
          summary:
            'Create an account for a number just verified (its sign-up token), with name and email, and sign in. It has no password until one is set with "Forgot password"',
          body: phoneSignupBodySchema,
          response: { 201: signedInSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema },
        },
        preHandler: limits.limit(RATE_LIMITS.phoneSignupPerIp),
      },
      async (request, reply) => {
        const { token, buyer } = await signUpByPhone(deps, request.body);
        return reply.status(201).send({ status: true as const, message: PHONE_SIGNED_UP, token, result: buyer });
      },
    );

    app.post(
      '/buyer/mobile/code',
      {
        schema: {
          tags,
          summary:
            'Send a code by SMS to a number the signed-in buyer wants on their account (the same waits and limits)',
          security: bearer,
          body: phoneCodeBodySchema,
          response: { 200: codeSentSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
        },
        onRequest: auth.requireBuyer,
        preHandler: limits.limit(RATE_LIMITS.phoneCodeSendPerBuyer, RATE_LIMITS.phoneCodeSendPerIp),
      },
      async (request) => {
        await requestNumberCode(deps, buyerOf(request).id, request.body.mobile);
        return codeSent(request.body.mobile);
      },
    );

    app.post(
      '/buyer/mobile',
      {
        schema: {
          tags,
          summary:
            "Put a number on the signed-in buyer's account with its code: it signs in from now on. An account that had the number loses it and is mailed",
          security: bearer,
          body: phoneVerifyBodySchema,
          response: {
            200: messageAnswerSchema.extend({ result: buyerJsonSchema }),
            400: errorSchema,
            401: errorSchema,
            404: errorSchema,
            409: errorSchema,
            429: errorSchema,
          },
        },
        onRequest: auth.requireBuyer,
        preHandler: limits.limit(RATE_LIMITS.phoneVerifyPerIp),
      },
      async (request) => {
        const { mobile, code } = request.body;
        const result = await addVerifiedNumber(deps, buyerOf(request).id, mobile, code);
        return { status: true as const, message: MOBILE_ADDED, result };
      },
    );
  };
