import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { ChatDockLabel } from './ChatDockLabel';
import { ChatLauncher } from './ChatLauncher';
import { CHAT_DOCK } from './chat-dock';
import type { ChatWidgetProps } from './chat-settings';
import { DEFAULT_NOTIFICATION_DELAY, MIN_NOTIFICATION_DELAY } from './chat-timing';
import { chatWidgetCode, type LoadedChatWidget } from './chat-widget-code';
import { useModalOpen } from './use-modal-open';

type Widget = LoadedChatWidget;

/**
 * The store's settings: one soft chime with the badge after a minute on the site (if the browser allows sound by
 * then), no repeats. Anything here can be overridden by props.
 */
const STORE_CHAT_SETTINGS: ChatWidgetProps = { notificationSound: true, notificationLoop: 1 };

/** The first interaction with the page, wherever it lands: the shopper is here, and may want the chat. */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * The floating chat widget, mounted once in the app layout. The server renders its closed launcher (the same button,
 * in the same place, as the widget's); the widget's code loads on the first sign of intent — any interaction with the
 * page, the pointer over or focus on the launcher — or when its first notification is due, never merely because the
 * page went idle: a phone left alone fetches none of it. A tap before the code has arrived is kept (the button is
 * busy meanwhile) and opens the box once it has; then the widget takes the launcher's place, focus included.
 */
export function DeferredChatWidget(props: ChatWidgetProps) {
  const [wanted, setWanted] = useState(false);
  const [openWanted, setOpenWanted] = useState(false);
  const [loaded, setLoaded] = useState<{ Widget: Widget; focused: boolean } | null>(null);
  const loadedAt = useRef(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const modalOpen = useModalOpen();
  const notificationDelay = props.notificationDelay ?? DEFAULT_NOTIFICATION_DELAY;

  // The notification's delay counts from the page's load, as the loaded widget's timer then does.
  useEffect(() => {
    loadedAt.current = Date.now();
  }, []);

  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    for (const type of INTENT_EVENTS) window.addEventListener(type, want, { capture: true, passive: true });
    const due =
      notificationDelay >= MIN_NOTIFICATION_DELAY
        ? window.setTimeout(want, Math.max(0, loadedAt.current + notificationDelay * 1000 - Date.now()))
        : undefined;
    return () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, want, { capture: true });
      window.clearTimeout(due);
    };
  }, [wanted, notificationDelay]);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    chatWidgetCode.load().then(
      (Widget) => {
        if (live) setLoaded({ Widget, focused: document.activeElement === buttonRef.current });
      },
      () => {
        if (live) setWanted(false);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted]);

  if (loaded) {
    return (
      <loaded.Widget
        {...STORE_CHAT_SETTINGS}
        {...props}
        openOnLoad={openWanted}
        focusOnLoad={loaded.focused}
        notificationsFrom={loadedAt.current}
      />
    );
  }
  const want = () => setWanted(true);
  return (
    <Box
      {...CHAT_DOCK}
      visibility={modalOpen ? 'hidden' : undefined}
      data-dark-mode={props.darkMode ? '' : undefined}
      data-testid="chat-dock"
    >
      <ChatDockLabel buttonRef={buttonRef} />
      <ChatLauncher
        buttonRef={buttonRef}
        isOpen={false}
        isNotification={false}
        busy={openWanted}
        onToggle={() => {
          setOpenWanted(true);
          want();
        }}
        onIntent={want}
        buttonClassName={props.buttonClassName}
        buttonStyle={props.buttonStyle}
        badgeClassName={props.badgeClassName}
        badgeStyle={props.badgeStyle}
      />
    </Box>
  );
}
