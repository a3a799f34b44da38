import type { SandboxContext } from './provider.js';

/** One attempt to deliver a webhook to the api. */
export interface WebhookDelivery {
  at: string;
  /** The api's HTTP status; null when it could not be reached. */
  status: number | null;
  /** The api's answer body (at most 2,000 characters), or the network error. */
  response: string;
}

/** A webhook the sandbox sent (or holds), with every delivery attempt. */
export interface WebhookEvent {
  id: string;
  /** What happened, e.g. `payment.captured` or `shipment.SHIPPED`. */
  event: string;
  /** What it is about, for filtering: the Razorpay order id, or the Shiprocket order id. */
  subject: string;
  /** Path under the api's origin, e.g. `/API/v1/payment/webhook`, or a whole URL the sender was given (Twilio's). */
  path: string;
  headers: Record<string, string>;
  /** The exact bytes sent (and signed). */
  body: string;
  createdAt: string;
  deliveries: WebhookDelivery[];
}

const DELIVERY_TIMEOUT_MS = 10_000;

/** Redelivery of a webhook the api did not take (no answer, or not 2xx), as Meta does: `attempts` in all, doubling. */
export interface WebhookRetry {
  attempts: number;
  firstDelayMs: number;
}

/**
 * The webhooks a provider sends to the api, kept in memory (the newest `capacity`) so tests can read and replay them.
 * Deliveries are made once, in the background, as the provider's event happens; `send` delivers an event (again) and
 * answers the api's reply. While `paused`, new events are only recorded, so a test can play "the browser came back
 * first" or "only the webhook arrived" without racing.
 */
export class WebhookOutbox {
  private readonly events: WebhookEvent[] = [];
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly retries = new Set<NodeJS.Timeout>();
  private closing = false;
  paused = false;

  constructor(
    private readonly context: SandboxContext,
    private readonly capacity = 500,
    private readonly retry: WebhookRetry = { attempts: 1, firstDelayMs: 0 },
  ) {}

  /**
   * Records an event and, unless paused, delivers it in the background; `delivered` settles with that delivery (null
   * while paused), for callers that want to wait for it.
   */
  emit(event: Omit<WebhookEvent, 'createdAt' | 'deliveries'>): {
    event: WebhookEvent;
    delivered: Promise<WebhookDelivery | null>;
  } {
    const recorded: WebhookEvent = { ...event, createdAt: new Date().toISOString(), deliveries: [] };
    this.events.push(recorded);
    if (this.events.length > this.capacity) this.events.splice(0, this.events.length - this.capacity);
    return { event: recorded, delivered: this.paused ? Promise.resolve(null) : this.deliver(recorded, 1) };
  }

  /** Sends, and schedules the next attempt when the api did not take it (`delivered` settles with the first). */
  private deliver(event: WebhookEvent, attempt: number): Promise<WebhookDelivery> {
    return this.send(event).then((delivery) => {
      const taken = delivery.status !== null && delivery.status >= 200 && delivery.status < 300;
      if (!taken && attempt < this.retry.attempts && !this.closing) {
        const timer = setTimeout(
          () => {
            this.retries.delete(timer);
            void this.deliver(event, attempt + 1);
          },
          this.retry.firstDelayMs * 2 ** (attempt - 1),
        );
        this.retries.add(timer);
      }
      return delivery;
    });
  }

  /** Delivers an event now (a first delivery or a replay) and answers how the api replied. */
  send(event: WebhookEvent): Promise<WebhookDelivery> {
    const attempt = this.post(event).then((delivery) => {
      event.deliveries.push(delivery);
      return delivery;
    });
    this.inFlight.add(attempt);
    void attempt.finally(() => this.inFlight.delete(attempt));
    return attempt;
  }

  /** Newest first. */
  list(): WebhookEvent[] {
    return [...this.events].reverse();
  }

  get(id: string): WebhookEvent | undefined {
    return this.events.find((e) => e.id === id);
  }

  /** Waits for deliveries under way and drops redeliveries not yet due (on close). */
  async settle(): Promise<void> {
    this.closing = true;
    for (const timer of this.retries) clearTimeout(timer);
    this.retries.clear();
    await Promise.allSettled([...this.inFlight]);
  }

  private async post(event: WebhookEvent): Promise<WebhookDelivery> {
    const at = new Date().toISOString();
    try {
      const url = /^https?:\/\//i.test(event.path) ? event.path : `${this.context.apiUrl}${event.path}`;
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...event.headers },
        body: event.body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      return { at, status: response.status, response: (await response.text()).slice(0, 2000) };
    } catch (error) {
      return { at, status: null, response: error instanceof Error ? error.message : String(error) };
    }
  }
}
