import http from 'node:http';
import https from 'node:https';
import axios, { type AxiosInstance } from 'axios';
import { toGraphQLError } from './errors.js';

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
 * and failures turned into GraphQL errors with `extensions.code`.
 */
export class RestClient {
  private readonly http: AxiosInstance;

  constructor(options: RestClientOptions) {
    this.http = axios.create({
      baseURL: options.baseURL,
      timeout: options.timeoutMs,
      httpAgent: new http.Agent({ keepAlive: true, maxSockets: 128 }),
      httpsAgent: new https.Agent({ keepAlive: true, maxSockets: 128 }),
      headers: { Accept: 'application/json' },
      // Our query values are already flat strings (lists are comma-joined), so plain encoding is enough.
      paramsSerializer: { serialize: serializeParams },
    });
    const onRequest = options.onRequest;
    if (onRequest) {
      this.http.interceptors.request.use((config) => {
        onRequest({ method: (config.method ?? 'get').toUpperCase(), url: `${config.url ?? ''}` });
        return config;
      });
    }
  }

  async get<T>(path: string, params?: QueryParams, caller?: Caller): Promise<T> {
    try {
      const response = await this.http.get<T>(path, { params, headers: callerHeaders(caller) });
      return response.data;
    } catch (error) {
      throw toGraphQLError(error);
    }
  }

  async send<T>(
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    caller?: Caller,
    params?: QueryParams,
  ): Promise<T> {
    try {
      const response = await this.http.request<T>({
        method,
        url: path,
        data: body,
        params,
        headers: callerHeaders(caller),
      });
      return response.data;
    } catch (error) {
      throw toGraphQLError(error);
    }
  }
}

const callerHeaders = (caller: Caller | undefined): Record<string, string> => ({
  ...(caller?.token ? { Authorization: `Bearer ${caller.token}` } : {}),
  ...(caller?.ip ? { 'X-Forwarded-For': caller.ip } : {}),
});

function serializeParams(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.append(key, String(value));
  }
  return search.toString();
}
