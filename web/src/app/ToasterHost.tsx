import { lazy, Suspense } from 'react';
import { useToasterNeeded } from './toast';

const AppToaster = lazy(() => import('./AppToaster'));

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
