import { useSyncExternalStore } from 'react';
import { noticeEdge } from './toast-placement';

/** A short confirmation or failure note in the corner of the screen (Chakra's toaster). */
export interface Notice {
  type: 'success' | 'error' | 'info';
  title: string;
  description?: string;
}

/**
 * The one place the storefront raises toasts. The toaster's code (its store and the toast components) is loaded the
 * first time something is said, so pages that never toast never load it; `ToasterHost` mounts it from then on.
 * Toasts raised before it mounts wait in the store and show when it does. Each goes to the top or the bottom of the
 * screen, away from the shopper's last press (`toast-placement.ts`).
 */
let needed = false;
const listeners = new Set<() => void>();

const loadToaster = () => import('./toaster-stores');

export function notify(notice: Notice): void {
  if (!needed) {
    needed = true;
    for (const listener of listeners) listener();
  }
  // Chosen now, as the notice is raised: the press it answers is the last one.
  const edge = noticeEdge();
  void loadToaster()
    .then(({ toasters }) =>
      toasters[edge].create({ ...notice, duration: notice.type === 'error' ? 6000 : 3500, closable: true }),
    )
    .catch((error) => console.error('Failed to show a notice', notice.title, error));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether anything has been said yet (the host mounts the toaster from then on). */
export const useToasterNeeded = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => needed,
    () => false,
  );
