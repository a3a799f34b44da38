import { useEffect, useState } from 'react';

const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g']);

/** The parts of the Network Information API the hero reads (Chromium's; absent elsewhere, which allows the video). */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
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
    const decide = () =>
      setAllowed(!query.matches && !connection?.saveData && !SLOW_CONNECTIONS.has(connection?.effectiveType ?? '4g'));
    decide();
    query.addEventListener('change', decide);
    return () => query.removeEventListener('change', decide);
  }, []);
  return allowed;
}
