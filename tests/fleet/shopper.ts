import { createHash, randomInt, randomUUID } from 'node:crypto';

/** One HTTP exchange a shopper made: what it was, how long it took, and what went wrong if anything did. */
export interface Exchange {
  op: string;
  at: number;
  ms: number;
  /** Undefined when it worked; else what the shopper saw (`network: …`, `http 502`, `graphql UPSTREAM_UNAVAILABLE`). */
  failure?: string;
  /** Whether the failure is one a shopper's app retries (network, 5xx, UPSTREAM_UNAVAILABLE). */
  retryable?: boolean;
}

/** Every exchange of every shopper, and the steps that gave up. */
export class Recorder {
  readonly exchanges: Exchange[] = [];
  /** Steps that failed for good: a refusal that is not retryable, or retries exhausted. */
  readonly failedSteps: { op: string; at: number; why: string }[] = [];
  record(exchange: Exchange) {
    this.exchanges.push(exchange);
  }
}

export interface GraphQLError {
  message: string;
  extensions?: { code?: string };
}

/** A step that failed for good; `retryable` false means a refusal no retry would change. */
export class StepFailed extends Error {
  constructor(
    readonly op: string,
    why: string,
  ) {
    super(`${op}: ${why}`);
    this.name = 'StepFailed';
  }
}

/** What a shopper's app retries: the network, a 5xx from any hop, and the gateway's own "try again" code. */
export const RETRYABLE_CODES = new Set(['UPSTREAM_UNAVAILABLE']);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const parseJson = <T>(text: string): T | undefined => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
};

type Attempt<T> = { ok: true; value: T } | { ok: false; failure: string; retryable: boolean };

/**
 * A virtual shopper on the store's public origin, speaking GraphQL as the web app does (catalogue reads as persisted
 * GETs, everything else as POSTs), from an address of its own (`X-Forwarded-For`, appended to by the balancer:
 * per-address limits count shoppers apart, as they would behind a CDN). `step` is the app's retry: a retryable
 * failure is tried again with backoff (100 ms doubling to 2 s) until it works or `retryForMs` has passed.
 */
export class Shopper {
  readonly address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  token: string | undefined;
  email: string | undefined;

  constructor(
    readonly shopUrl: string,
    readonly recorder: Recorder,
    readonly retryForMs = 30_000,
  ) {}

  private headers(): Record<string, string> {
    return {
      'x-forwarded-for': this.address,
      'apollo-require-preflight': 'true',
      ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
    };
  }

  /** One exchange, classified; never throws. */
  private async attempt<T>(op: string, send: () => Promise<Response>): Promise<Attempt<T>> {
    const at = Date.now();
    let outcome: Attempt<T>;
    try {
      const response = await send();
      const text = await response.text();
      if (response.status >= 500) {
        outcome = { ok: false, failure: `http ${response.status}`, retryable: true };
      } else {
        const body = parseJson<{ data?: T; errors?: GraphQLError[] }>(text);
        const code = body?.errors?.[0]?.extensions?.code;
        if (!body) {
          outcome = { ok: false, failure: `http ${response.status}: not a GraphQL answer`, retryable: false };
        } else if (body.errors?.length || !body.data) {
          outcome = {
            ok: false,
            failure: `graphql ${code ?? 'no code'}: ${body.errors?.[0]?.message ?? 'no data'}`,
            retryable: code !== undefined && RETRYABLE_CODES.has(code),
          };
        } else {
          outcome = { ok: true, value: body.data };
        }
      }
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      outcome = { ok: false, failure: `network: ${cause ?? (error as Error).message}`, retryable: true };
    }
    this.recorder.record({
      op,
      at,
      ms: Date.now() - at,
      ...(outcome.ok ? {} : { failure: outcome.failure, retryable: outcome.retryable }),
    });
    return outcome;
  }

  /** Runs `send` until it works, retrying what is retryable; throws `StepFailed` otherwise. */
  async retried<T>(op: string, send: () => Promise<Attempt<T>>): Promise<T> {
    const started = Date.now();
    let wait = 100;
    for (;;) {
      const outcome = await send();
      if (outcome.ok) return outcome.value;
      if (!outcome.retryable || Date.now() - started > this.retryForMs) {
        const why = outcome.retryable
          ? `still failing after ${this.retryForMs} ms: ${outcome.failure}`
          : outcome.failure;
        this.recorder.failedSteps.push({ op, at: Date.now(), why });
        throw new StepFailed(op, why);
      }
      await sleep(wait);
      wait = Math.min(wait * 2, 2000);
    }
  }

  /** A GraphQL POST, retried. */
  mutate<T>(op: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    return this.retried(op, () =>
      this.attempt<T>(op, () =>
        fetch(`${this.shopUrl}/graphql`, {
          method: 'POST',
          headers: { ...this.headers(), 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
        }),
      ),
    );
  }

  /**
   * A query as the web app sends catalogue reads: an automatic persisted query by GET (the hash alone, then with the
   * query text when the gateway does not know the hash yet), which the gateway's response cache may answer. Retried.
   */
  read<T>(op: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const get = (withQuery: boolean) => {
      const params = new URLSearchParams({
        extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash } }),
        variables: JSON.stringify(variables),
        ...(withQuery ? { query } : {}),
      });
      return fetch(`${this.shopUrl}/graphql?${params}`, { headers: this.headers() });
    };
    return this.retried(op, async () => {
      const first = await this.attempt<T>(op, () => get(false));
      if (first.ok || !first.failure.includes('PERSISTED_QUERY_NOT_FOUND')) return first;
      return this.attempt<T>(op, () => get(true));
    });
  }

  /** Signs a new account up and in; answers its email. */
  async signUp(): Promise<string> {
    const email = `shopper-${randomUUID().slice(0, 12)}@example.in`;
    const password = 'fleet-pass-1';
    await this.mutate('signup', 'mutation ($input: SignupInput!) { signup(input: $input) { message } }', {
      input: { email, name: 'Fleet Shopper', password },
    });
    const { login } = await this.mutate<{ login: { token: string } }>(
      'login',
      'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
      { email, password },
    );
    this.token = login.token;
    this.email = email;
    return email;
  }
}

/** A PERSISTED_QUERY_NOT_FOUND is the protocol's first step, not a failure a shopper sees: left out of the figures. */
export const isProtocolStep = (exchange: Exchange): boolean =>
  exchange.failure?.includes('PERSISTED_QUERY_NOT_FOUND') ?? false;
