import { errorForStatus, toGraphQLError } from './errors.js';
import { jsonRequest, keepAliveDispatcher } from './json-request.js';
import type { UpstreamBudget } from './upstream-budget.js';

export type QueryParams = Record<string, string | number | boolean | undefined>;

/** Whom a call is made for: the shopper's bearer token and address, both forwarded to the api. */
export interface Caller {
  token?: string | undefined;
  /** Sent as X-Forwarded-For, so the api's per-address rate limits count shoppers, not the gateway. */
  ip?: string | undefined;
}

export interface UpstreamRequest {
  method: string;
  url: string;
}

export interface RestClientOptions {
  baseURL: string;
  timeoutMs: number;
  /** Called before every upstream request (tests count calls with it). */
  onRequest?: ((request: UpstreamRequest) => void) | undefined;
}

/**
 * The gateway's HTTP client for one upstream: keep-alive sockets shared by every request, a timeout on each call,
 * and failures turned into GraphQL errors with `extensions.code`. A GraphQL operation calls through `within(budget)`,
 * so each of its calls spends from its allowance.
 */
export class RestClient {
  private readonly base: string;
  private readonly dispatcher: ReturnType<typeof keepAliveDispatcher>;
  private readonly budget: UpstreamBudget | undefined;

  constructor(
    private readonly options: RestClientOptions,
    shared?: { dispatcher: ReturnType<typeof keepAliveDispatcher>; budget: UpstreamBudget },
  ) {
    this.base = options.baseURL.replace(/\/$/, '');
    this.dispatcher = shared?.dispatcher ?? keepAliveDispatcher(128);
    this.budget = shared?.budget;
  }

  /** The same client (its sockets shared), each call counted against one operation's `budget`. */
  within(budget: UpstreamBudget): RestClient {
    return new RestClient(this.options, { dispatcher: this.dispatcher, budget });
  }

  get<T>(path: string, params?: QueryParams, caller?: Caller): Promise<T> {
    return this.call<T>('GET', path, undefined, caller, params);
  }

  send<T>(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    caller?: Caller,
    params?: QueryParams,
  ): Promise<T> {
    return this.call<T>(method, path, body, caller, params);
  }

  private async call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body: unknown,
    caller: Caller | undefined,
    params: QueryParams | undefined,
  ): Promise<T> {
    this.budget?.spend();
    this.options.onRequest?.({ method, url: path });
    const query = params ? serializeParams(params) : '';
    try {
      const answer = await jsonRequest(this.dispatcher, `${this.base}${path}${query ? `?${query}` : ''}`, {
        method,
        headers: callerHeaders(caller),
        body,
        timeoutMs: this.options.timeoutMs,
        upstream: 'api',
      });
      if (answer.status >= 400) throw errorForStatus(answer.status, answer.data, answer.retryAfterSeconds);
      return answer.data as T;
    } catch (error) {
      throw toGraphQLError(error);
    }
  }

  /** Closes the idle sockets (the gateway's shutdown). */
  close(): Promise<void> {
    return this.dispatcher.close();
  }
}

const callerHeaders = (caller: Caller | undefined): Record<string, string> => ({
  ...(caller?.token ? { authorization: `Bearer ${caller.token}` } : {}),
  ...(caller?.ip ? { 'x-forwarded-for': caller.ip } : {}),
});

function serializeParams(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.append(key, String(value));
  }
  return search.toString();
}
