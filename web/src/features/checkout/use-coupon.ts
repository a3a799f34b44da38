import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ValidateCouponDocument } from '../../__generated__/operations/ValidateCoupon';
import { readableServerMessage, serverMessage } from '../accounts/errors';

/** The spec's answer when the coupon check cannot be made. */
export const COUPON_NOT_FOUND = 'Coupon not found';

export interface CouponMessage {
  text: string;
  valid: boolean;
}

export interface AppliedCoupon {
  /** The code as the server matched it. */
  code: string;
  /** Rupees off, as the server answered for the cart's total. */
  discount: number;
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
 * server's discount, any other answer leaves no discount. The applied coupon is checked again whenever the cart's
 * total changes, since its discount depends on it.
 */
export function useCoupon(cartTotal: number | null): CouponState {
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
        setApplied(check.valid ? { code: check.code, discount: check.discount } : null);
      } catch (error) {
        if (call !== latest.current) return;
        const text = serverMessage(error);
        setMessage({ text: text ? readableServerMessage(text) : COUPON_NOT_FOUND, valid: false });
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

  // The discount was answered for the cart as it was: ask again when its total moves.
  const appliedCode = applied?.code ?? null;
  const checkedTotal = useRef(cartTotal);
  useEffect(() => {
    if (cartTotal === checkedTotal.current) return;
    checkedTotal.current = cartTotal;
    if (appliedCode && cartTotal !== null) void apply(appliedCode);
  }, [cartTotal, appliedCode, apply]);

  return { message, applied, checking, apply, remove };
}
