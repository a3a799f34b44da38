import { useEffect, useState } from 'react';
import { onSessionChange, takeSessionExpired } from '../../shared/session/session';

/**
 * True once this tab's session was refused lately (`markSessionExpired`), read after hydration (the server cannot
 * know) and again whenever the session changes: the refusal may be found while this page starts, as when a stored
 * token turns out to be stale.
 */
export function useSessionExpiredNotice(): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const check = () => {
      if (takeSessionExpired()) setExpired(true);
    };
    check();
    return onSessionChange(check);
  }, []);
  return expired;
}
