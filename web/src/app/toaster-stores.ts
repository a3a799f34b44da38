import { type CreateToasterReturn, createToaster } from '@chakra-ui/react';
import type { NoticeEdge } from './toast-placement';

/**
 * The storefront's toaster stores, one per edge of the screen; `notify()` (toast.ts) creates each toast in the one
 * away from the shopper's last press. Loaded with the toaster, the first time something is said.
 */
export const toasters: Record<NoticeEdge, CreateToasterReturn> = {
  top: createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 }),
  bottom: createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 4 }),
};
