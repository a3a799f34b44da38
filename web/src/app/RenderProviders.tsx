import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import {
  ConfigContext,
  RecorderContext,
  type RenderRecorder,
  type StoreConfig,
  useRenderRecorder,
} from './render-context';

/** The store's settings and, on the server, the recorder of what the render learns (render-context.ts). */
export function RenderProviders({
  recorder,
  config,
  children,
}: {
  recorder: RenderRecorder | null;
  config: StoreConfig;
  children: ReactNode;
}) {
  return (
    <ConfigContext.Provider value={config}>
      <RecorderContext.Provider value={recorder}>{children}</RecorderContext.Provider>
    </ConfigContext.Provider>
  );
}

/** A redirect: a real 302 from the server, a navigation (replacing the entry) in the browser. */
export function Redirect({ to }: { to: string }) {
  const recorder = useRenderRecorder();
  if (recorder) {
    recorder.redirect ??= to;
    return null;
  }
  return <Navigate to={to} replace />;
}
