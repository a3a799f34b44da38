import type { OutgoingMail } from './mailer.js';

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The store's mail frame: a heading, paragraphs (HTML, already escaped) and the signature. */
export const layout = (heading: string, paragraphs: string[]): string =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1a1a;max-width:520px">
<h2 style="font-weight:600">${escapeHtml(heading)}</h2>
${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
<p style="color:#666">Sutra · Jaipur, Rajasthan</p>
</body></html>`;

export function passwordResetCodeMail(to: string, name: string, code: string, minutes: number): OutgoingMail {
  return {
    to,
    subject: 'Your Sutra password reset code',
    text:
      `Hello ${name},\n\nYour code to reset your Sutra password is ${code}.\n` +
      `It works once and expires in ${minutes} minutes.\n\n` +
      'If you did not ask to reset your password, ignore this mail: your password stays as it is.\n\nSutra',
    html: layout('Reset your password', [
      `Hello ${escapeHtml(name)},`,
      `Your code to reset your Sutra password is <strong style="font-size:20px;letter-spacing:3px">${code}</strong>.`,
      `It works once and expires in ${minutes} minutes.`,
      'If you did not ask to reset your password, ignore this mail: your password stays as it is.',
    ]),
  };
}

/**
 * The second step of a login once the account has had many wrong passwords: sent only when the password was right,
 * so a login the owner did not make means someone knows their password.
 */
export function loginCodeMail(to: string, name: string, code: string, minutes: number): OutgoingMail {
  const why =
    'We ask for it because someone has tried many wrong passwords on your account lately. ' +
    'If you are not logging in just now, someone knows your password: change it from My Account, or with "Forgot Your Password" on the login page.';
  return {
    to,
    subject: 'Your Sutra login code',
    text:
      `Hello ${name},\n\nYour code to finish logging in to Sutra is ${code}.\n` +
      `It works once and expires in ${minutes} minutes.\n\n${why}\n\nSutra`,
    html: layout('Finish logging in', [
      `Hello ${escapeHtml(name)},`,
      `Your code to finish logging in to Sutra is <strong style="font-size:20px;letter-spacing:3px">${code}</strong>.`,
      `It works once and expires in ${minutes} minutes.`,
      escapeHtml(why),
    ]),
  };
}

/** Sent instead of an error when someone signs up with an email that already has an account. */
export function alreadyRegisteredMail(to: string, name: string): OutgoingMail {
  return {
    to,
    subject: 'You already have a Sutra account',
    text:
      `Hello ${name},\n\nSomeone, probably you, tried to create a Sutra account with this email address. ` +
      'You already have one: log in with your password, or use "Forgot Your Password" on the login page to set a new one.\n\n' +
      'If this was not you, you can ignore this mail.\n\nSutra',
    html: layout('You already have an account', [
      `Hello ${escapeHtml(name)},`,
      'Someone, probably you, tried to create a Sutra account with this email address. You already have one: ' +
        'log in with your password, or use <em>Forgot Your Password</em> on the login page to set a new one.',
      'If this was not you, you can ignore this mail.',
    ]),
  };
}

/** `23 November 2026, 2:05 pm IST`: when something happened to an account, in the store's time zone. */
const indiaTime = (at: Date): string =>
  `${new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at)} IST`;

/**
 * Sent to the old address when an account's email changes, so an owner whose account was taken over finds out, and
 * knows how to reach the store. Replies go to the store's mailbox.
 */
export function emailChangedMail(
  to: string,
  name: string,
  newEmail: string,
  at: Date,
  storeMailbox: string,
): OutgoingMail {
  const when = indiaTime(at);
  return {
    to,
    replyTo: storeMailbox,
    subject: 'The email of your Sutra account was changed',
    text:
      `Hello ${name},\n\nOn ${when} the email of your Sutra account was changed from ${to} to ${newEmail}. ` +
      'From now on, log in and receive mail at the new address.\n\n' +
      `If this was not you, reply to this mail or write to ${storeMailbox} at once: we will secure your account and ` +
      'help you get it back.\n\nSutra',
    html: layout('Your account email was changed', [
      `Hello ${escapeHtml(name)},`,
      `On <strong>${escapeHtml(when)}</strong> the email of your Sutra account was changed from ${escapeHtml(to)} to ` +
        `<strong>${escapeHtml(newEmail)}</strong>. From now on, log in and receive mail at the new address.`,
      `If this was not you, reply to this mail or write to <a href="mailto:${escapeHtml(storeMailbox)}">` +
        `${escapeHtml(storeMailbox)}</a> at once: we will secure your account and help you get it back.`,
    ]),
  };
}
