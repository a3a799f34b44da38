import { lazy, Suspense, useEffect } from 'react';
import { useToasterNeeded } from './toast';
import { trackPresses } from './toast-placement';

const AppToaster = lazy(() => import('./AppToaster'));

/** Mounts the one toaster of the app, lazily: its code loads with the first notice (see toast.ts). */
export function ToasterHost() {
  const needed = useToasterNeeded();
  useEffect(trackPresses, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
