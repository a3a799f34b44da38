import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { SmsSandboxConfig } from '../config.js';
import { RateWindow } from '../rate-window.js';
import type { WebhookOutbox } from '../webhook-outbox.js';
import { twilioSignature } from './signature.js';
import type { SmsStatus, SmsStore, StoredSms } from './store.js';
import { TWILIO_ERRORS, type TwilioRefusal } from './twilio-errors.js';

const API_VERSION = '2010-04-01';

/** Twilio's message resource, as its API answers it. */
export interface TwilioMessage {
  sid: string;
  account_sid: string;
  api_version: string;
  to: string;
  from: string;
  body: string;
  status: SmsStatus;
  num_segments: string;
  num_media: string;
  direction: 'outbound-api';
  date_created: string;
  date_updated: string;
  date_sent: string | null;
  error_code: number | null;
  error_message: string | null;
  messaging_service_sid: null;
  price: null;
  price_unit: 'USD';
  uri: string;
  subresource_uris: { media: string };
}

/** The form Twilio's `Messages.json` takes (names as Twilio spells them). */
const sendForm = z.object({
  To: z.string().optional(),
  From: z.string().optional(),
  Body: z.string().optional(),
  StatusCallback: z.string().optional(),
});

const E164 = /^\+[1-9]\d{7,14}$/;
const MAX_BODY = 1600;
/** Characters an SMS can carry in GSM-7 (the basic set, without the escape table): others need UCS-2. */
const GSM_7 = /^[A-Za-z0-9 \n\r@£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà]*$/;

/** How many parts a carrier splits a body into: 160 GSM-7 characters fit one SMS (153 a part), else 70 (67). */
export function segmentsOf(body: string): number {
  const length = [...body].length;
  const [single, part] = GSM_7.test(body) ? [160, 153] : [70, 67];
  return length <= single ? 1 : Math.ceil(length / part);
}

/** Twilio writes dates in RFC 2822 with a numeric zone: `Fri, 27 Nov 2026 19:45:55 +0000`. */
const rfc2822 = (iso: string): string => new Date(iso).toUTCString().replace(/GMT$/, '+0000');

export type SendResult = { ok: true; message: StoredSms } | TwilioRefusal;

/**
 * Twilio Programmable Messaging as the store uses it: send an SMS (queued at once), then report it `sent` and
 * `delivered` to the sender's `StatusCallback`, form-encoded and signed with `X-Twilio-Signature`.
 */
export class SmsService {
  private readonly rate: RateWindow;

  constructor(
    readonly store: SmsStore,
    readonly outbox: WebhookOutbox,
    readonly config: SmsSandboxConfig,
  ) {
    this.rate = new RateWindow(config.perSecond);
  }

  send(accountSid: string, form: unknown): SendResult {
    if (accountSid !== this.config.accountSid) return TWILIO_ERRORS.notFound(`/Accounts/${accountSid}/Messages.json`);
    if (!this.rate.take()) return TWILIO_ERRORS.tooManyRequests();
    const parsed = sendForm.safeParse(form ?? {});
    const { To, From, Body, StatusCallback } = parsed.success ? parsed.data : {};
    if (!To) return TWILIO_ERRORS.noTo();
    if (!E164.test(To)) return TWILIO_ERRORS.invalidTo(To);
    if (!From) return TWILIO_ERRORS.noFrom();
    if (!Body) return TWILIO_ERRORS.noBody();
    if ([...Body].length > MAX_BODY) return TWILIO_ERRORS.tooLong();
    if (StatusCallback !== undefined && !/^https?:\/\/[^\s]+$/i.test(StatusCallback) && StatusCallback !== '') {
      return TWILIO_ERRORS.invalidCallback();
    }
    const now = new Date().toISOString();
    const message: StoredSms = {
      sid: `SM${randomBytes(16).toString('hex')}`,
      accountSid,
      to: To,
      from: From,
      body: Body,
      status: 'queued',
      numSegments: segmentsOf(Body),
      statusCallback: StatusCallback || null,
      dateCreated: now,
      dateUpdated: now,
    };
    this.store.add(message);
    return { ok: true, message };
  }

  /** After the send was answered: the carrier takes the SMS, then the handset has it; each step is reported. */
  async deliver(message: StoredSms): Promise<void> {
    await this.report(message, 'sent');
    await this.report(message, 'delivered');
  }

  private async report(message: StoredSms, status: SmsStatus): Promise<void> {
    message.status = status;
    message.dateUpdated = new Date().toISOString();
    if (!message.statusCallback) return;
    const params: Record<string, string> = {
      AccountSid: message.accountSid,
      ApiVersion: API_VERSION,
      From: message.from,
      MessageSid: message.sid,
      MessageStatus: status,
      SmsSid: message.sid,
      SmsStatus: status,
      To: message.to,
    };
    if (status === 'failed' || status === 'undelivered') params.ErrorCode = '30003';
    const { delivered } = this.outbox.emit({
      id: `${message.sid}:${status}`,
      event: `message.${status}`,
      subject: message.sid,
      path: message.statusCallback,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': 'TwilioProxy/1.1',
        'x-twilio-signature': twilioSignature(this.config.authToken, message.statusCallback, params),
      },
      body: new URLSearchParams(params).toString(),
    });
    await delivered;
  }

  /** The message resource Twilio answers for a send or a fetch. */
  resource(message: StoredSms): TwilioMessage {
    const uri = `/${API_VERSION}/Accounts/${message.accountSid}/Messages/${message.sid}.json`;
    return {
      sid: message.sid,
      account_sid: message.accountSid,
      api_version: API_VERSION,
      to: message.to,
      from: message.from,
      body: message.body,
      status: message.status,
      num_segments: String(message.numSegments),
      num_media: '0',
      direction: 'outbound-api',
      date_created: rfc2822(message.dateCreated),
      date_updated: rfc2822(message.dateUpdated),
      date_sent: message.status === 'queued' ? null : rfc2822(message.dateUpdated),
      error_code: null,
      error_message: null,
      messaging_service_sid: null,
      price: null,
      price_unit: 'USD',
      uri,
      subresource_uris: { media: uri.replace(/\.json$/, '/Media.json') },
    };
  }
}
