import { useEffect, useState } from 'react';

/** The parts of the Network Information API the hero reads (Chromium's; absent elsewhere, which allows the video). */
export interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
  /** The browser's estimate of the round trip, ms (rounded to 25 ms). */
  rtt?: number;
}

const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g']);

/**
 * The round trip of Lighthouse's "slow 4G" phone (150 ms, 1.6 Mbps) and anything slower: there the video's megabyte
 * takes longer to arrive than a shopper looks at the hero, and it competes with the page's own bytes.
 */
const SLOW_ROUND_TRIP_MS = 150;

/** Whether the connection, as the browser describes it, rules the video out: Save-Data, or a slow link. */
export function connectionRulesOutVideo(connection: NetworkInformation | undefined): boolean {
  if (!connection) return false;
  return (
    Boolean(connection.saveData) ||
    SLOW_CONNECTIONS.has(connection.effectiveType ?? '4g') ||
    (connection.rtt ?? 0) >= SLOW_ROUND_TRIP_MS
  );
}

/**
 * Whether the hero's video may play: decided in an effect, so never on the server nor before hydration (the video's
 * bytes never compete with the first paint), and never under Save-Data, on a slow link or with reduced motion.
 */
export function useHeroVideoAllowed(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const decide = () => setAllowed(!query.matches && !connectionRulesOutVideo(connection));
    decide();
    query.addEventListener('change', decide);
    return () => query.removeEventListener('change', decide);
  }, []);
  return allowed;
}

/**
 * Whether the poster has been drawn (its picture loaded): the video comes only after it, so its first frame can never
 * be painted before the poster and taken for the page's largest paint, nor its download compete with the poster's.
 */
export function usePosterLoaded(): [boolean, (poster: HTMLImageElement | null) => void] {
  const [loaded, setLoaded] = useState(false);
  const [poster, setPoster] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    if (!poster) return;
    // Loaded before hydration (the usual case: it is preloaded with the HTML): React fires no onLoad for it then.
    if (poster.complete && poster.naturalWidth > 0) {
      setLoaded(true);
      return;
    }
    const done = () => setLoaded(true);
    poster.addEventListener('load', done, { once: true });
    return () => poster.removeEventListener('load', done);
  }, [poster]);
  return [loaded, setPoster];
}
