import { lazy, Suspense, useEffect, useState } from 'react';
import type { ChatWidgetProps } from './chat-settings';

/** The widget's code is its own chunk, fetched only once the page is idle, so it never delays the first route. */
const ChatWidget = lazy(() => import('./ChatWidget').then((m) => ({ default: m.ChatWidget })));

/**
 * The store's settings: one soft chime with the badge after a minute on the site (if the browser allows sound by
 * then), no repeats. Anything here can be overridden by props.
 */
const STORE_CHAT_SETTINGS: ChatWidgetProps = { notificationSound: true, notificationLoop: 1 };

/** Resolves after the first paint, when the browser is idle (or after `timeout` ms at the latest). */
function useIdle(timeout: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const { requestIdleCallback: request, cancelIdleCallback: cancel } = window;
    if (typeof request === 'function' && typeof cancel === 'function') {
      const id = request(() => setIdle(true), { timeout });
      return () => cancel(id);
    }
    const id = window.setTimeout(() => setIdle(true), Math.min(timeout, 1500));
    return () => window.clearTimeout(id);
  }, [timeout]);
  return idle;
}

/** The floating chat widget, mounted once in the app layout and loaded lazily when the browser is idle. */
export function DeferredChatWidget(props: ChatWidgetProps) {
  const idle = useIdle(4000);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget {...STORE_CHAT_SETTINGS} {...props} />
    </Suspense>
  );
}
