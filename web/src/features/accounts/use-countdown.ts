import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left of a countdown that ticks once a second: `start(n)` sets it going, and it stops at 0. Worked out from
 * the clock, not by counting ticks, so a throttled background tab still lands on time.
 */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void; stop: () => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= endsAt) setEndsAt(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  const start = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setEndsAt(time + seconds * 1000);
  }, []);
  const stop = useCallback(() => setEndsAt(null), []);
  return { secondsLeft: endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000)), start, stop };
}

/** `75` -> `1:15`. */
export const minutesAndSeconds = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
