import type { OutgoingMail } from './mailer.js';

/**
 * What the outbox holds. Most jobs are a finished mail. A password reset, a login code and a sign-up are jobs of their
 * own, decided off the request path, so that a request does the same work whichever email it names: whether that email
 * has an account (and so whether any mail goes out) is found out by the worker, not by the answer's timing.
 */
export type OutboxJob =
  | { kind: 'mail'; mail: OutgoingMail }
  /** Mail a fresh reset code to the account with this email, if there is one. */
  | { kind: 'password-reset'; email: string }
  /**
   * A login asked for its second step: mail this buyer a fresh login code. `buyerId` is null when the email or the
   * password was wrong (the request writes the job either way, so both take the same time; nothing is mailed).
   */
  | { kind: 'login-code'; buyerId: string | null }
  /** Someone signed up with this email; if it already had an account, tell its owner (at most once an hour). */
  | { kind: 'signup'; email: string; existing: boolean }
  /** An owner invited someone to the staff: make the invitation's one-time link now (never stored in clear) and mail it. */
  | { kind: 'staff-invite'; inviteId: string }
  /** A cash-on-delivery order was placed: mail its buyer the signed link that confirms it (made when sent). */
  | { kind: 'cod-confirmation'; orderId: string };

export type OutboxJobKind = OutboxJob['kind'];

/** Turns a job into the mail to send, or null when nothing is to be sent (an email without an account …). */
export type JobRenderers = {
  [K in Exclude<OutboxJobKind, 'mail'>]: (job: Extract<OutboxJob, { kind: K }>) => Promise<OutgoingMail | null>;
};
