import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { ValidateCouponDocument } from '../../__generated__/operations/ValidateCoupon';
import { readableServerError } from '../../shared/errors';

/** The spec's answer when the coupon check cannot be made. */
export const COUPON_NOT_FOUND = 'Coupon not found';

export interface CouponMessage {
  text: string;
  valid: boolean;
}

export interface AppliedCoupon {
  /** The code as the server matched it; the summary's price says what it takes off the cart as it is now. */
  code: string;
}

export interface CouponState {
  /** The last answer's message: green when the coupon applies, red otherwise. */
  message: CouponMessage | null;
  /** The coupon in force; null when none applies (the discount is then 0). */
  applied: AppliedCoupon | null;
  checking: boolean;
  apply(code: string): Promise<void>;
  remove(): void;
}

/**
 * The coupon box's state. Apply sends the code as typed to the server and shows its message; a valid answer keeps the
 * code, any other answer leaves none. The discount itself is the summary's price (`useCheckoutPrice`), asked afresh
 * with the code whenever the cart changes.
 */
export function useCoupon(): CouponState {
  const client = useApolloClient();
  const [message, setMessage] = useState<CouponMessage | null>(null);
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const [checking, setChecking] = useState(false);
  const latest = useRef(0);

  const apply = useCallback(
    async (code: string) => {
      const call = ++latest.current;
      setChecking(true);
      try {
        const { data } = await client.query({
          query: ValidateCouponDocument,
          variables: { code },
          fetchPolicy: 'network-only',
        });
        if (call !== latest.current) return;
        const check = data?.validateCoupon;
        if (!check) throw new Error('No answer');
        setMessage({ text: check.message, valid: check.valid });
        setApplied(check.valid ? { code: check.code } : null);
      } catch (error) {
        if (call !== latest.current) return;
        setMessage({ text: readableServerError(error) ?? COUPON_NOT_FOUND, valid: false });
        setApplied(null);
      } finally {
        if (call === latest.current) setChecking(false);
      }
    },
    [client],
  );

  const remove = useCallback(() => {
    latest.current++;
    setChecking(false);
    setApplied(null);
    setMessage(null);
  }, []);

  return { message, applied, checking, apply, remove };
}
