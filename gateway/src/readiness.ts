import type { ReadinessCheck } from '@sutra/settings';
import type { GatewayConfig } from './config.js';

/**
 * The gateway takes traffic once it has started (schema loaded, Apollo Server started, the page renderer loaded when
 * the web app is built — all done before it listens) and its upstreams' addresses are set.
 *
 * It deliberately does not ask whether the api is up: every gateway shares the same api fleet, so an api outage
 * would take every gateway out of rotation at once and leave shoppers with the balancer's bare error instead of the
 * store's own "try again" pages and GraphQL errors. The api's replicas answer for their own readiness.
 */
export function gatewayReadiness(config: GatewayConfig): { check: ReadinessCheck; started(): void } {
  let started = false;
  const upstreams: Record<string, string> = {
    API_URL: config.apiUrl,
    RAZORPAY_CHECKOUT_URL: config.razorpayCheckoutUrl,
  };
  const unset = Object.keys(upstreams).filter((name) => !upstreams[name]);
  return {
    check: async () => {
      if (!started) return 'starting';
      if (unset.length > 0) return `upstreams not configured: ${unset.join(', ')}`;
      return undefined;
    },
    started: () => {
      started = true;
    },
  };
}
