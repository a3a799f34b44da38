import { useEffect, useState } from 'react';

/**
 * A dialog, drawer or other modal layer holds the page: Chakra's (Ark's) modal layers lock the body's scroll and mark
 * it with `data-scroll-lock` while they are open.
 */
const modalOpen = () => document.body.hasAttribute('data-scroll-lock');

/**
 * Whether a modal layer is open: the floating chat hides then, rather than stay bright above the dimmed page. It never
 * needs to step aside from the page's content: it stands where there is none (`chat-dock.ts`).
 */
export function useModalOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const update = () => setOpen(modalOpen());
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { attributes: true, attributeFilter: ['data-scroll-lock'] });
    return () => observer.disconnect();
  }, []);
  return open;
}
