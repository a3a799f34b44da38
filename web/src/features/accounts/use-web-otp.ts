import { useEffect, useRef } from 'react';

/** WebOTP's request, which TypeScript's DOM types do not know yet. */
type OtpRequest = CredentialRequestOptions & { otp: { transport: string[] } };

/**
 * While `active`, asks the browser for the code of an SMS bound to this site (WebOTP: the SMS ends with
 * `@<host> #<code>`), where the browser offers it (Chrome on Android); the shopper allows it and the code is filled in.
 * The request is aborted when the step leaves, so no stale prompt fills a later field.
 */
export function useWebOtp(active: boolean, onCode: (code: string) => void): void {
  const latest = useRef(onCode);
  latest.current = onCode;
  useEffect(() => {
    if (!active || typeof window === 'undefined' || !('OTPCredential' in window)) return;
    const controller = new AbortController();
    const request: OtpRequest = { otp: { transport: ['sms'] }, signal: controller.signal };
    navigator.credentials
      .get(request)
      .then((credential) => {
        const code = (credential as { code?: unknown } | null)?.code;
        if (typeof code === 'string' && !controller.signal.aborted) latest.current(code);
      })
      // Refused, timed out or aborted: the shopper types the code.
      .catch(() => undefined);
    return () => controller.abort();
  }, [active]);
}
