import {
  LOGIN_CODE_REQUIRED,
  normalizeIndianMobile,
  PHONE_STEPS,
  type PhoneStep,
  type PostedForm,
  type ServerOperationResult,
  sameSitePath,
  validateLogin,
  validatePhoneCode,
  validatePhoneDetails,
  validatePhoneNumber,
  validateSignup,
} from '@sutra/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { refuse } from '../rest/refuse.js';
import { isSameOriginPost } from './form-origin.js';
import type { ExecuteAs } from './page-route.js';
import {
  clearHandoffCookie,
  clearSessionCookie,
  SESSION_COOKIE,
  setHandoffCookie,
  setSessionCookie,
  setSignedUpCookie,
} from './session-cookie.js';

/** Renders a page of the store answering a posted form, with the status the refusal carries. */
export type PostedFormPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  form: { posted: PostedForm; status: number },
) => Promise<unknown>;

/** Far above what the two forms hold (a few short fields), far below anything that costs the gateway to read. */
export const FORM_BODY_LIMIT = 8 * 1024;
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Each field a string (a repeated one is a list, and refused); the GraphQL schema's own bounds apply after this. */
const text = z.string().max(1024);
const loginForm = z.object({
  email: text.default(''),
  password: text.default(''),
  /** Sent once the store has asked for the mailed code (the page's code step). */
  code: text.optional(),
});
const signupForm = z.object({
  email: text.default(''),
  contactNumber: text.default(''),
  name: text.default(''),
  password: text.default(''),
  confirmPassword: text.default(''),
  /** A checkbox is sent only when ticked, with whatever value it has. */
  acceptedTerms: z.string().max(64).optional(),
});
/** A step of signing in or up with a mobile number (`PhoneLoginPage`): which step, and that step's fields. */
const phoneForm = z.object({
  step: z.enum(PHONE_STEPS as [PhoneStep, ...PhoneStep[]]).default('number'),
  mobile: text.default(''),
  code: text.default(''),
  signupToken: z.string().max(2048).default(''),
  name: text.default(''),
  email: text.default(''),
});
const pageQuery = z.object({ redirect: z.string().max(2048).optional() });

/** The same operations the login and sign-up pages send, with the same answers, limits and codes. */
const LOGIN = `mutation FormLogin($email: String!, $password: String!, $code: String) {
  login(email: $email, password: $password, code: $code) { token viewer { id name email contactNumber } }
}`;
const SIGNUP = 'mutation FormSignup($input: SignupInput!) { signup(input: $input) { message } }';
const LOGOUT = 'mutation FormLogout { logout { message } }';
const PHONE_CODE = `mutation FormPhoneCode($mobile: String!) {
  requestPhoneCode(mobile: $mobile) { message resendAfterSeconds }
}`;
const PHONE_VERIFY = `mutation FormPhoneVerify($mobile: String!, $code: String!) {
  verifyPhoneCode(mobile: $mobile, code: $code) {
    message signupToken auth { token viewer { id name email contactNumber } }
  }
}`;
const PHONE_SIGNUP = `mutation FormPhoneSignup($signupToken: String!, $name: String!, $email: String!) {
  signUpWithPhone(signupToken: $signupToken, name: $name, email: $email) { token viewer { id name email contactNumber } }
}`;

const loginAnswer = z.object({
  login: z.object({
    token: z.string().min(1),
    viewer: z.object({ id: z.string(), name: z.string(), email: z.string(), contactNumber: z.string().nullish() }),
  }),
});
const signupAnswer = z.object({ signup: z.object({ message: z.string() }) });
const sessionAnswer = loginAnswer.shape.login;
const phoneCodeAnswer = z.object({ requestPhoneCode: z.object({ message: z.string() }) });
const phoneVerifyAnswer = z.object({
  verifyPhoneCode: z.object({ message: z.string(), signupToken: z.string().nullish(), auth: sessionAnswer.nullish() }),
});
const phoneSignupAnswer = z.object({ signUpWithPhone: sessionAnswer });

/** The HTTP status a page answering a refusal goes out with: the refusal's own, by its class. */
const STATUS_OF_CLASS: Record<string, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  REQUEST_TIMEOUT: 408,
};

function refusalStatus(errors: NonNullable<ServerOperationResult['errors']>): number {
  const known = errors.map((e) => STATUS_OF_CLASS[String(e.extensions?.code)]).find((s) => s !== undefined);
  return known ?? 503;
}

function retryAfter(errors: NonNullable<ServerOperationResult['errors']>): number | undefined {
  const seconds = errors.find((e) => typeof e.extensions?.retryAfterSeconds === 'number')?.extensions
    ?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : undefined;
}

const retryAfterOf = (posted: Partial<PostedForm>): number | undefined =>
  posted.errors ? retryAfter(posted.errors) : undefined;

/** A form body's fields; a name sent twice becomes a list, which the forms' shapes refuse. */
function formFields(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const seen = fields[name];
    fields[name] = seen === undefined ? value : [seen, value].flat();
  }
  return fields;
}

const hasAny = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean);
const definedOnly = (errors: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1])));

/**
 * `POST /login` and `POST /signup`: the login and sign-up pages are real forms that post here when the app is not
 * running yet (before its scripts arrive, or with JavaScript off). Each runs the same GraphQL operation the page sends
 * (so the api's rate limits, trusted-proxy rule, codes and messages are the same), then a login sets the page cookie
 * and redirects (303) to where the shopper was going (`redirect`, only ever a path on this site); a sign-up
 * redirects to the login page with the store's confirmation; a refusal answers the page again with its words and the
 * typed email, never the password. `POST /logout` (the profile's Logout without the app) revokes the page cookie's
 * token at the api, forgets both cookies and goes home. A post from another site is refused before anything is read.
 */
export async function registerAccountForms(
  app: FastifyInstance,
  options: {
    execute: ExecuteAs;
    publicUrl: string;
    secure: boolean;
    /** Renders the page answering a refusal; without it (no server renderer built), the page is loaded again. */
    renderPage: PostedFormPage | undefined;
  },
): Promise<void> {
  const publicOrigin = new URL(options.publicUrl).origin;

  const answerPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    posted: PostedForm,
    status: number,
    retryAfterSeconds?: number,
  ) => {
    if (retryAfterSeconds) reply.header('retry-after', String(retryAfterSeconds));
    if (!options.renderPage) return reply.redirect(request.url, 303);
    return options.renderPage(request, reply, { posted, status });
  };

  /** The checks every post passes first; false when it has been answered (refused). */
  const admitted = (request: FastifyRequest, reply: FastifyReply): boolean => {
    // Whatever follows, the answer is this shopper's alone: no cache keeps it.
    reply.header('cache-control', 'no-store');
    if (!isSameOriginPost(request, publicOrigin)) {
      refuse(reply, 403, 'forbidden', 'This form can only be sent from the store’s own pages.');
      return false;
    }
    if (!String(request.headers['content-type'] ?? '').startsWith(FORM_TYPE)) {
      refuse(reply, 415, 'invalid_input', 'Send the form as application/x-www-form-urlencoded.');
      return false;
    }
    return true;
  };

  const unreadable = (reply: FastifyReply) =>
    refuse(reply, 400, 'invalid_input', 'This form could not be read. Please try again.');

  /** Where to go once signed in: the page's `redirect` when it stays on this site, else the homepage. */
  const redirectOf = (request: FastifyRequest): string | undefined => {
    const query = pageQuery.safeParse(request.query);
    return query.success ? (sameSitePath(query.data.redirect, options.publicUrl) ?? undefined) : undefined;
  };

  /** Sets the page cookie and the app's handoff for a session, and goes where the shopper was going. */
  const signedIn = (request: FastifyRequest, reply: FastifyReply, { token, viewer }: z.infer<typeof sessionAnswer>) => {
    setSessionCookie(reply, token, options.secure);
    setHandoffCookie(
      reply,
      {
        token,
        user: {
          _id: viewer.id,
          name: viewer.name,
          email: viewer.email,
          ...(viewer.contactNumber ? { contactNumber: viewer.contactNumber } : {}),
        },
      },
      options.secure,
    );
    return reply.redirect(redirectOf(request) ?? '/', 303);
  };

  await app.register(async (forms) => {
    forms.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) =>
      done(null, formFields(String(body))),
    );

    forms.post('/login', async (request, reply) => {
      if (!admitted(request, reply)) return reply;
      const form = loginForm.safeParse(request.body);
      if (!form.success) return unreadable(reply);
      const { email, password } = form.data;
      // A code field keeps the code step on the page; the code itself, like the password, is never shown again.
      const codeStep = form.data.code !== undefined;
      const code = (form.data.code ?? '').trim();
      const values = { email, ...(codeStep ? { code: '' } : {}) };
      const found: Record<string, string | undefined> = { ...validateLogin({ email, password }) };
      if (codeStep && !code) found.code = LOGIN_CODE_REQUIRED;
      if (hasAny(found)) {
        return answerPage(request, reply, { form: 'login', values, fieldErrors: definedOnly(found) }, 400);
      }
      const result = await options.execute(
        { ip: request.ip },
        {
          query: LOGIN,
          variables: { email: email.trim(), password, ...(code ? { code } : {}) },
          operationName: 'FormLogin',
        },
      );
      const answer = loginAnswer.safeParse(result.data);
      if (!answer.success || result.errors?.length) {
        const errors = result.errors?.length ? result.errors : [{ message: '' }];
        const posted: PostedForm = { form: 'login', values, errors };
        return answerPage(request, reply, posted, refusalStatus(errors), retryAfter(errors));
      }
      return signedIn(request, reply, answer.data.login);
    });

    forms.post('/signup', async (request, reply) => {
      if (!admitted(request, reply)) return reply;
      const form = signupForm.safeParse(request.body);
      if (!form.success) return unreadable(reply);
      const { email, contactNumber, name, password, confirmPassword } = form.data;
      const acceptedTerms = form.data.acceptedTerms !== undefined;
      const values = { email, contactNumber, name, acceptedTerms: acceptedTerms ? 'on' : '' };
      const found = validateSignup({ email, contactNumber, name, password, confirmPassword, acceptedTerms });
      if (hasAny(found)) {
        return answerPage(request, reply, { form: 'signup', values, fieldErrors: definedOnly(found) }, 400);
      }
      const input = { email: email.trim(), contactNumber: contactNumber.trim(), name: name.trim(), password };
      const result = await options.execute(
        { ip: request.ip },
        { query: SIGNUP, variables: { input }, operationName: 'FormSignup' },
      );
      const answer = signupAnswer.safeParse(result.data);
      if (!answer.success || result.errors?.length) {
        const errors = result.errors?.length ? result.errors : [{ message: '' }];
        return answerPage(
          request,
          reply,
          { form: 'signup', values, errors },
          refusalStatus(errors),
          retryAfter(errors),
        );
      }
      setSignedUpCookie(reply, answer.data.signup.message, input.email, options.secure);
      const redirect = redirectOf(request);
      return reply.redirect(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login', 303);
    });

    /**
     * `POST /login/phone` and `/signup/phone`: one step of signing in or up with a mobile number. The number step sends
     * a code and answers the page at the code step; a right code signs a number with an account in, or answers the
     * page at the name-and-email step with the number's sign-up token; that step creates the account and signs in.
     */
    const phoneStep = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!admitted(request, reply)) return reply;
      const form = phoneForm.safeParse(request.body);
      if (!form.success) return unreadable(reply);
      const { step, code, signupToken, name, email } = form.data;
      const mobile = normalizeIndianMobile(form.data.mobile) ?? form.data.mobile.trim();
      const page = (values: Record<string, string>, status: number, extra: Partial<PostedForm> = {}) =>
        answerPage(request, reply, { form: 'phone', values, ...extra }, status, retryAfterOf(extra));
      const refused = (values: Record<string, string>, errors: NonNullable<ServerOperationResult['errors']>) =>
        page(values, refusalStatus(errors), { errors });
      const execute = (query: string, variables: Record<string, unknown>, operationName: string) =>
        options.execute({ ip: request.ip }, { query, variables, operationName });
      const failed = (result: ServerOperationResult) => (result.errors?.length ? result.errors : [{ message: '' }]);

      if (step === 'number') {
        const problem = validatePhoneNumber(mobile);
        if (problem) return page({ step, mobile }, 400, { fieldErrors: { mobile: problem } });
        const result = await execute(PHONE_CODE, { mobile }, 'FormPhoneCode');
        const answer = phoneCodeAnswer.safeParse(result.data);
        // A refused resend (too soon) stays at the code step with the store's words.
        if (!answer.success || result.errors?.length) {
          const errors = failed(result);
          const tooSoon = errors.some((e) => e.extensions?.reason === 'resend_too_soon');
          return refused({ step: tooSoon ? 'code' : step, mobile }, errors);
        }
        return page({ step: 'code', mobile }, 200, { notice: answer.data.requestPhoneCode.message });
      }
      if (step === 'code') {
        const problem = validatePhoneCode(code);
        if (problem) return page({ step, mobile }, 400, { fieldErrors: { code: problem } });
        const result = await execute(PHONE_VERIFY, { mobile, code: code.trim() }, 'FormPhoneVerify');
        const answer = phoneVerifyAnswer.safeParse(result.data);
        if (!answer.success || result.errors?.length) return refused({ step, mobile }, failed(result));
        const verified = answer.data.verifyPhoneCode;
        if (verified.auth) return signedIn(request, reply, verified.auth);
        return page({ step: 'details', mobile, signupToken: verified.signupToken ?? '' }, 200, {
          notice: verified.message,
        });
      }
      const values = { step, mobile, signupToken, name, email };
      const problems = validatePhoneDetails({ name, email });
      if (hasAny(problems)) return page(values, 400, { fieldErrors: definedOnly(problems) });
      const variables = { signupToken, name: name.trim(), email: email.trim() };
      const result = await execute(PHONE_SIGNUP, variables, 'FormPhoneSignup');
      const answer = phoneSignupAnswer.safeParse(result.data);
      if (!answer.success || result.errors?.length) {
        const errors = failed(result);
        // An expired proof starts again from the number.
        const expired = errors.some((e) => e.extensions?.reason === 'phone_signup_invalid');
        return refused(expired ? { step: 'number', mobile } : values, errors);
      }
      return signedIn(request, reply, answer.data.signUpWithPhone);
    };
    forms.post('/login/phone', phoneStep);
    forms.post('/signup/phone', phoneStep);

    forms.post('/logout', async (request, reply) => {
      if (!admitted(request, reply)) return reply;
      const token = request.cookies[SESSION_COOKIE] || undefined;
      // The token is refused everywhere from now on; the cookies go whatever the api answers, as the app's Logout does.
      if (token) {
        const result = await options.execute(
          { token, ip: request.ip },
          { query: LOGOUT, variables: {}, operationName: 'FormLogout' },
        );
        if (result.errors?.length) request.log.warn({ errors: result.errors }, 'logout posted without the app refused');
      }
      clearSessionCookie(reply, options.secure);
      clearHandoffCookie(reply, options.secure);
      return reply.redirect('/', 303);
    });
  });
}
