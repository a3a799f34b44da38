import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import { normalizeIndianMobile } from '@sutra/rules';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client.js';
import { HttpError } from '../http/errors.js';
import { countHit, postgresRateLimitStore } from './rate-limit-store.js';

/**
 * Counted per client address, per email address or mobile number named in the body, or per signed-in buyer (bearer
 * routes); `contact` rules are counted by the service that reads the contact (`spendLimit`).
 */
type LimitSubject = 'ip' | 'email' | 'mobile' | 'buyer' | 'contact';

export interface LimitRule {
  /** Names the counter; two rules with one name share it. */
  name: string;
  by: LimitSubject;
  max: number;
  windowMinutes: number;
}

/**
 * The limits on the routes attackers like, counted per request (wrong passwords are limited apart, in
 * `password-attempts.ts`). Per-address limits are generous because many shoppers in India share one public address
 * (mobile carriers' NAT); per-email limits are what stop flooding one inbox. Every route that makes the store send mail
 * is limited per address and per recipient (an email, the buyer, or the store's own mailbox through the buyer).
 * Addresses come from X-Forwarded-For only through a trusted proxy (`TRUST_PROXY`).
 */
export const RATE_LIMITS = {
  signupPerIp: { name: 'signup:ip', by: 'ip', max: 10, windowMinutes: 60 },
  signupPerEmail: { name: 'signup:email', by: 'email', max: 3, windowMinutes: 60 },
  otpSendPerIp: { name: 'otp-send:ip', by: 'ip', max: 10, windowMinutes: 15 },
  otpSendPerEmail: { name: 'otp-send:email', by: 'email', max: 3, windowMinutes: 15 },
  otpVerifyPerIp: { name: 'otp-verify:ip', by: 'ip', max: 20, windowMinutes: 15 },
  resetPerIp: { name: 'reset:ip', by: 'ip', max: 20, windowMinutes: 15 },
  /**
   * Login codes (the second step once an account has had too many wrong passwords): asked for per address whatever
   * the password, so a refusal says nothing about it; mailed per recipient only for a right password.
   */
  loginCodeSendPerIp: { name: 'login-code-send:ip', by: 'ip', max: 10, windowMinutes: 15 },
  loginCodeSendPerEmail: { name: 'login-code-send:email', by: 'email', max: 3, windowMinutes: 15 },
  /**
   * Codes sent by SMS (sign in or up by phone, add a number): each one costs an SMS. Per address on the request (a
   * script walking numbers), per number in the outbox (`phone-codes.ts`, so a refusal tells nothing), and a resend
   * only after `PHONE_CODE_RESEND_SECONDS`. Wrong codes: 5 per code, and verifications per address.
   */
  phoneCodeSendPerIp: { name: 'phone-code-send:ip', by: 'ip', max: 10, windowMinutes: 15 },
  phoneCodeSendPerNumber: { name: 'phone-code-send:mobile', by: 'mobile', max: 3, windowMinutes: 15 },
  phoneCodeSendPerBuyer: { name: 'phone-code-send:buyer', by: 'buyer', max: 10, windowMinutes: 60 },
  phoneVerifyPerIp: { name: 'phone-verify:ip', by: 'ip', max: 20, windowMinutes: 15 },
  phoneSignupPerIp: { name: 'phone-signup:ip', by: 'ip', max: 10, windowMinutes: 60 },
  /** A changed email mails the old address. */
  emailChangePerBuyer: { name: 'email-change:buyer', by: 'buyer', max: 5, windowMinutes: 24 * 60 },
  emailChangePerIp: { name: 'email-change:ip', by: 'ip', max: 10, windowMinutes: 60 },
  /**
   * Profile saves (name, email, phone, addresses). A name shows on the buyer's reviews, so a change reaches cached
   * public answers; a buyer saves a few times when they move or fix a typo, never dozens in an hour.
   */
  profileUpdatePerBuyer: { name: 'profile-update:buyer', by: 'buyer', max: 30, windowMinutes: 60 },
  profileUpdatePerIp: { name: 'profile-update:ip', by: 'ip', max: 100, windowMinutes: 60 },
  /** Feedback and contact queries together: each one mails the store's mailbox. */
  supportMessagePerBuyer: { name: 'support-message:buyer', by: 'buyer', max: 10, windowMinutes: 60 },
  supportMessagePerIp: { name: 'support-message:ip', by: 'ip', max: 30, windowMinutes: 60 },
  uploadPerBuyer: { name: 'upload:buyer', by: 'buyer', max: 30, windowMinutes: 60 },
  returnPerBuyer: { name: 'return:buyer', by: 'buyer', max: 10, windowMinutes: 60 },
  returnPerIp: { name: 'return:ip', by: 'ip', max: 30, windowMinutes: 60 },
  /**
   * Reviews written or edited (one per buyer and product, so edits are what a script repeats). A buyer reviewing a
   * wardrobe after a sale writes a handful in an hour; the address bound is wider for shoppers sharing one address.
   */
  reviewWritePerBuyer: { name: 'review-write:buyer', by: 'buyer', max: 20, windowMinutes: 60 },
  reviewWritePerIp: { name: 'review-write:ip', by: 'ip', max: 60, windowMinutes: 60 },
  /**
   * Each pincode not asked today costs a paid Shiprocket call. A shopper checks a few; the bound is generous for the
   * many shoppers behind one carrier address and still stops a script walking the pincode list.
   */
  serviceabilityPerIp: { name: 'serviceability:ip', by: 'ip', max: 60, windowMinutes: 10 },
  /** Accepting a staff invitation hashes a password: bounded per address, far above what one new colleague needs. */
  staffInviteAcceptPerIp: { name: 'staff-invite-accept:ip', by: 'ip', max: 20, windowMinutes: 15 },
  /**
   * "Notify me" on a sold-out size: each alert is a message to the number or email given, so they are bounded per
   * contact (counted by the service, which reads the contact) as well as per address, per day.
   */
  stockAlertPerIp: { name: 'stock-alert:ip', by: 'ip', max: 30, windowMinutes: 24 * 60 },
  stockAlertPerContact: { name: 'stock-alert:contact', by: 'contact', max: 5, windowMinutes: 24 * 60 },
  /** Each checkout creates a Razorpay order. */
  paymentOrderPerBuyer: { name: 'payment-order:buyer', by: 'buyer', max: 30, windowMinutes: 60 },
} as const satisfies Record<string, LimitRule>;

export const tooManyRequests = (retryAfterSeconds: number): HttpError => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const message = `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  return new HttpError(429, 'rate_limited', message, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
};

/**
 * Counts one request against `rule` for `subject` where only the service knows that it counts (an email change, not
 * every profile save); throws 429 once the limit is used up.
 */
export async function spendLimit(db: Db, rule: LimitRule, subject: string): Promise<void> {
  const { current, ttl } = await countHit(db, `${rule.name}:${subject}`, rule.windowMinutes * 60_000);
  if (current > rule.max) throw tooManyRequests(ttl / 1000);
}

/**
 * Counts one use of `rule` for `subject` where a refusal must not be answered (the outbox deciding whether to mail):
 * true while the limit lasts.
 */
export async function withinLimit(db: Db, rule: LimitRule, subject: string): Promise<boolean> {
  const { current } = await countHit(db, `${rule.name}:${subject}`, rule.windowMinutes * 60_000);
  return current <= rule.max;
}

export interface RateLimiter {
  /** A preHandler counting the request against every rule and answering 429 when any is exceeded. */
  limit(...rules: LimitRule[]): preHandlerAsyncHookHandler;
}

/** The client's address as every limit counts it (an IPv6 client by its /64, which it can rotate within). */
export const clientAddress = (request: FastifyRequest): string => normalizeIP(request.ip);

const subjectOf = (rule: LimitRule, request: FastifyRequest): string | undefined => {
  if (rule.by === 'ip') return clientAddress(request);
  if (rule.by === 'email') return emailOf(request);
  if (rule.by === 'contact') return undefined;
  if (rule.by === 'mobile') return mobileOf(request);
  return request.buyer?.id;
};

const emailOf = (request: FastifyRequest): string | undefined => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' && body.email.trim() ? body.email.trim().toLowerCase() : undefined;
};

const mobileOf = (request: FastifyRequest): string | undefined => {
  const body = request.body as { mobile?: unknown } | undefined;
  return typeof body?.mobile === 'string' ? (normalizeIndianMobile(body.mobile) ?? undefined) : undefined;
};

/**
 * Rate limits on @fastify/rate-limit, counted in PostgreSQL. Each route names its rules; the preHandler runs after
 * body validation, so per-email rules see the parsed email, and after the bearer check, so per-buyer rules see the
 * token's buyer.
 */
export async function installRateLimits(app: FastifyInstance, db: Db): Promise<RateLimiter> {
  await app.register(fastifyRateLimit, { global: false, store: postgresRateLimitStore(db) });

  const checkers = new Map<string, ReturnType<FastifyInstance['createRateLimit']>>();
  const checkerFor = (rule: LimitRule) => {
    const id = `${rule.name}/${rule.max}/${rule.windowMinutes}`;
    let checker = checkers.get(id);
    if (!checker) {
      checker = app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowMinutes * 60_000,
        keyGenerator: (request) => `${rule.name}:${subjectOf(rule, request) ?? ''}`,
      });
      checkers.set(id, checker);
    }
    return checker;
  };

  return {
    limit: (...rules) => {
      const checks = rules.map((rule) => ({ rule, check: checkerFor(rule) }));
      return async (request: FastifyRequest) => {
        let retryAfter = 0;
        for (const { rule, check } of checks) {
          if (rule.by !== 'ip' && !subjectOf(rule, request)) continue;
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) retryAfter = Math.max(retryAfter, result.ttlInSeconds);
        }
        if (retryAfter > 0) throw tooManyRequests(retryAfter);
      };
    },
  };
}
