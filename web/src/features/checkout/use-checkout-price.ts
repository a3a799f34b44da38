import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckoutPriceInput, CheckoutPriceQuery } from '../../__generated__/graphql';
import { CheckoutPriceDocument } from '../../__generated__/operations/CheckoutPrice';

export type CheckoutSummaryData = NonNullable<CheckoutPriceQuery['checkoutPrice']>;

export interface CheckoutPriceState {
  /** The server's latest price; null until it first answers. */
  summary: CheckoutSummaryData | null;
  /** True while a newer price is being asked for (the figures shown may be about to change). */
  pricing: boolean;
  /** The last ask failed (the figures shown, if any, are the previous ones). */
  failed: boolean;
  /** Asks again for the same input: after a change the server made that the input does not show (a cart write). */
  refresh(): void;
}

/**
 * The summary's figures, priced by the server (`checkoutPrice`) for the cart as it is on the server and the summary's
 * coupon, points toggle and delivery. Asked afresh whenever the input or the cart's lines (`cartKey`) change, and when
 * `refresh` is called: the page calls it once a cart write has settled, because a line removed optimistically is
 * still on the server until then, and a price asked meanwhile is the old cart's.
 * Only the newest ask's answer is kept, so a slow answer for an older cart never overwrites a newer one.
 */
export function useCheckoutPrice(
  input: CheckoutPriceInput,
  { enabled, cartKey }: { enabled: boolean; cartKey: string },
): CheckoutPriceState {
  const client = useApolloClient();
  const [summary, setSummary] = useState<CheckoutSummaryData | null>(null);
  const [pricing, setPricing] = useState(false);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const latest = useRef(0);
  const gone = useRef(false);
  const key = JSON.stringify(input);
  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the input, `cartKey` for the cart's lines; `version` forces a new ask
  useEffect(() => {
    if (!enabled) return;
    const ask = ++latest.current;
    // Unmounted (or superseded) meanwhile: its answer, or its cancellation, is nobody's concern.
    const current = () => ask === latest.current && !gone.current;
    setPricing(true);
    client
      .query({ query: CheckoutPriceDocument, variables: { input: JSON.parse(key) }, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (!current()) return;
        setSummary(data?.checkoutPrice ?? null);
        setFailed(!data?.checkoutPrice);
      })
      .catch((error: unknown) => {
        if (!current()) return;
        console.error('Failed to price the checkout', error);
        setFailed(true);
      })
      .finally(() => {
        if (current()) setPricing(false);
      });
  }, [client, key, cartKey, version, enabled]);

  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  return { summary, pricing, failed, refresh };
}
