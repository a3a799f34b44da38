import { createHash } from 'node:crypto';
import { webOperation } from '@sutra/gateway/test-web-operations';
import { latencyAtRate, maxThroughput, type Percentiles, type Throughput } from './load.js';
import type { ProductionStack } from './production-stack.js';

export interface ListingThroughput {
  api: Throughput;
  gatewayUncached: Throughput;
  gatewayCached: Throughput;
  rate: number;
  apiAtRate: Percentiles;
  gatewayAtRate: Percentiles;
  /**
   * CPU each process spent per listing during the fixed-rate runs, ms: the api on its own REST answer, and the
   * gateway on its GraphQL answer (the api's share of that is the REST figure). Unlike throughput, it barely moves
   * when other work shares the machine.
   */
  cpuPerRequest: { api: number; gateway: number };
}

/**
 * One 12-product listing, three ways: the api's own `GET /API/v1/product`, and the gateway's GraphQL answer to the web
 * app's `ProductListing` by POST (never cached) and by persisted-query GET (the response cache's) — each at full load
 * (16 connections) and, the api and the uncached gateway, at a fixed 200 requests a second.
 */
export async function benchListingThroughput(stack: ProductionStack, seconds: number): Promise<ListingThroughput> {
  const { api, gateway } = stack;
  const query = webOperation('ProductListing', { typenames: true });
  const variables = JSON.stringify({ first: 12 });
  const sha256Hash = createHash('sha256').update(query).digest('hex');
  const apqParams = new URLSearchParams({
    operationName: 'ProductListing',
    variables,
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash } }),
  });
  const preflight = { 'apollo-require-preflight': 'true' };
  // The client's first try: the hash is unknown, so it sends the query with it, which registers it.
  const registered = await fetch(`${gateway.url}/graphql?${apqParams}&query=${encodeURIComponent(query)}`, {
    headers: preflight,
  });
  if (!registered.ok) throw new Error(`registering the persisted query: ${registered.status}`);

  const apiListing = `${api.url}/API/v1/product?categoryName=ALL&limit=12`;
  const post = {
    url: `${gateway.url}/graphql`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName: 'ProductListing', query, variables: { first: 12 } }),
  };
  const apiMax = await maxThroughput('api listing', { url: apiListing }, seconds);
  const gatewayUncached = await maxThroughput('gateway POST listing', post, seconds);
  const gatewayCached = await maxThroughput(
    'gateway APQ GET listing',
    { url: `${gateway.url}/graphql?${apqParams}`, headers: preflight },
    seconds,
  );
  const rate = 200;
  const apiCpuBefore = api.cpuTime();
  const apiAtRate = await latencyAtRate(() => ({ url: apiListing }), rate, seconds);
  const apiCpu = (api.cpuTime() - apiCpuBefore) / (rate * (seconds + 1));
  const gatewayCpuBefore = gateway.cpuTime();
  const gatewayAtRate = await latencyAtRate(() => post, rate, seconds);
  const gatewayCpu = (gateway.cpuTime() - gatewayCpuBefore) / (rate * (seconds + 1));
  return {
    api: apiMax,
    gatewayUncached,
    gatewayCached,
    rate,
    apiAtRate,
    gatewayAtRate,
    cpuPerRequest: { api: apiCpu, gateway: gatewayCpu },
  };
}
