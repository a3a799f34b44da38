import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSandboxConfig } from '../config.js';
import { type RunningSandbox, startSandbox } from '../server.js';
import type { MailJson } from './routes.js';
import { MailStore } from './store.js';

let sandbox: RunningSandbox;
let send: (mail: { to: string | string[]; subject: string; text: string; html?: string }) => Promise<unknown>;

beforeAll(async () => {
  sandbox = await startSandbox(loadSandboxConfig({ PORT: '0', SMTP_PORT: '0', LOG_LEVEL: 'silent' }));
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: sandbox.smtpPort, secure: false });
  send = (mail) => transport.sendMail({ from: 'Sutra <no-reply@sutra.in>', ...mail });
});
afterAll(() => sandbox.close());

const getMail = async (query = '', accept = 'application/json') => {
  const response = await fetch(`${sandbox.url}/sandbox/mail${query}`, { headers: { accept } });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
};

describe('the mail sandbox', () => {
  it('accepts mail over SMTP and lists it as JSON, newest first, filtered by recipient case-insensitively', async () => {
    await send({ to: 'Asha@Example.in', subject: 'First', text: 'one', html: '<p>one</p>' });
    await send({ to: 'asha@example.in', subject: 'Second', text: 'two' });
    await send({ to: 'ravi@example.in', subject: 'Other', text: 'three' });

    const { status, type, body } = await getMail('?to=ASHA@example.IN');
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/json/);
    const mails = JSON.parse(body) as MailJson[];
    expect(mails.map((m) => m.subject)).toEqual(['Second', 'First']);
    const [second, first] = mails;
    expect(first).toMatchObject({ to: 'asha@example.in', subject: 'First', html: '<p>one</p>' });
    expect(first?.text.trim()).toBe('one');
    expect(first?.from).toBe('"Sutra" <no-reply@sutra.in>');
    expect(second?.html).toBeNull();
    expect(Number.isNaN(Date.parse(second?.date ?? ''))).toBe(false);
    expect(Object.keys(second ?? {}).sort()).toEqual(['date', 'from', 'html', 'id', 'subject', 'text', 'to']);
  });

  it('lists all mail without `to`, and none for a recipient that got nothing', async () => {
    const all = JSON.parse((await getMail()).body) as MailJson[];
    expect(all.map((m) => m.subject).slice(0, 3)).toEqual(['Other', 'Second', 'First']);
    expect(JSON.parse((await getMail('?to=nobody@example.in')).body)).toEqual([]);
  });

  it('delivers to every envelope recipient, Bcc included', async () => {
    await nodemailer
      .createTransport({ host: '127.0.0.1', port: sandbox.smtpPort, secure: false })
      .sendMail({ from: 'a@sutra.in', to: 'to@example.in', bcc: 'hidden@example.in', subject: 'Bcc', text: 'x' });
    const hidden = JSON.parse((await getMail('?to=hidden@example.in')).body) as MailJson[];
    expect(hidden.map((m) => m.subject)).toEqual(['Bcc']);
    expect(hidden[0]?.to).toBe('to@example.in, hidden@example.in');
  });

  it('shows an inbox page to a browser, with mail text escaped', async () => {
    await send({ to: 'page@example.in', subject: 'Code <b>inside</b>', text: 'Your code is 123456 & more' });
    const { status, type, body } = await getMail('?to=page@example.in', 'text/html,application/xhtml+xml,*/*;q=0.8');
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/html/);
    expect(body).toContain('<title>Mail to page@example.in · Sutra mail sandbox</title>');
    expect(body).toContain('Code &lt;b&gt;inside&lt;/b&gt;');
    expect(body).toContain('Your code is 123456 &amp; more');
    expect(body).not.toContain('<b>inside</b>');
    expect((await getMail('?to=none@example.in', 'text/html')).body).toContain('No mail yet.');
  });

  it('answers 404 for paths no provider serves, and has a health check', async () => {
    expect((await fetch(`${sandbox.url}/sandbox/nothing`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/health`)).status).toBe(200);
  });
});

describe('MailStore', () => {
  it('keeps only the newest `capacity` messages', () => {
    const store = new MailStore(3);
    for (let i = 1; i <= 5; i++) {
      store.add({ to: 'a@b.in', from: '', subject: `m${i}`, text: '', html: null, date: '', recipients: ['a@b.in'] });
    }
    expect(store.size).toBe(3);
    expect(store.list().map((m) => m.subject)).toEqual(['m5', 'm4', 'm3']);
  });
});

describe('configuration', () => {
  it('defaults to the documented ports and rejects bad values with a clear message', () => {
    expect(loadSandboxConfig({})).toMatchObject({ port: 4002, smtpPort: 2525, host: '127.0.0.1' });
    expect(() => loadSandboxConfig({ SMTP_PORT: 'seventy' })).toThrow(/Invalid sandbox configuration:\n {2}SMTP_PORT:/);
  });
});
