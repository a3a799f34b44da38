import { Suspense } from 'react';
import { lazyWithSystem } from './lazy-with-system';
import { useToasterNeeded } from './toast';

const AppToaster = lazyWithSystem(() => import('./AppToaster'));

/** Mounts the one toaster of the app, lazily: its code loads with the first notice (see toast.ts). */
export function ToasterHost() {
  const needed = useToasterNeeded();
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
