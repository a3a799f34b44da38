import { Box } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import { ChatBox } from './ChatBox';
import { ChatDockLabel } from './ChatDockLabel';
import { ChatLauncher } from './ChatLauncher';
import { CHAT_DOCK } from './chat-dock';
import { CHAT_DEFAULTS, type ChatWidgetProps, DARK_COLORS, LIGHT_COLORS, whatsappLink } from './chat-settings';
import { useChatBox } from './use-chat-box';
import { useChatDismissal } from './use-chat-dismissal';
import { useModalOpen } from './use-modal-open';

/**
 * The floating chat widget on every page: a round button (bottom right) with a badge when a message is pending, and a
 * chat box (a non-modal dialog) whose typed message is handed over to WhatsApp. Behaviour: spec browsing §2, §4, §5,
 * §9; the state machine and the decisions the spec leaves open are in `chat-reducer.ts`.
 *
 * Placement: never over the page's content — in a strip of its own at the bottom of narrow screens, in the right
 * margin of wide ones — and above any bar fixed at the bottom (the product page's sticky ADD TO CART), never on it
 * (`chat-dock.ts`); it hides while a modal layer is open (`use-modal-open.ts`).
 *
 * Timers (`use-chat-box.ts`, `use-chat-notifications.ts`) and dismissal (`use-chat-dismissal.ts`): a repeating notification timer starts on mount (unless `notificationDelay` is under 10 s, which logs an
 * error) and stops for good at the first opening or after `notificationLoop` firings; an opening also starts the
 * `messageDelay` timer, which a closing cancels. Escape (when enabled) closes the box and returns focus to the button;
 * a pointer press outside the widget (when enabled) closes it and leaves focus where the visitor clicked.
 *
 * Its code loads after the page's (`DeferredChatWidget.tsx`), which then hands over what happened meanwhile
 * (`ChatTakeOver`).
 */
/** What the launcher the server rendered hands over to the widget that takes its place. */
export interface ChatTakeOver {
  /** The shopper tapped the launcher before this code arrived: the box opens at once. */
  openOnLoad?: boolean;
  /** The launcher had focus: the widget's own button takes it. */
  focusOnLoad?: boolean;
  /** When the page loaded (`Date.now()`): the first notification counts from then, not from this mount. */
  notificationsFrom?: number;
}

export function ChatWidget({
  phoneNumber = CHAT_DEFAULTS.phoneNumber,
  accountName = CHAT_DEFAULTS.accountName,
  avatar = CHAT_DEFAULTS.avatar,
  statusMessage = CHAT_DEFAULTS.statusMessage,
  chatMessage = CHAT_DEFAULTS.chatMessage,
  placeholder = CHAT_DEFAULTS.placeholder,
  notificationDelay = CHAT_DEFAULTS.notificationDelay,
  notificationSound = CHAT_DEFAULTS.notificationSound,
  notificationSoundSrc = CHAT_DEFAULTS.notificationSoundSrc,
  notificationLoop = CHAT_DEFAULTS.notificationLoop,
  messageDelay = CHAT_DEFAULTS.messageDelay,
  closeOnClickOutside = CHAT_DEFAULTS.closeOnClickOutside,
  closeOnEscape = CHAT_DEFAULTS.closeOnEscape,
  darkMode = CHAT_DEFAULTS.darkMode,
  chatboxHeight = CHAT_DEFAULTS.chatboxHeight,
  buttonClassName,
  buttonStyle,
  badgeClassName,
  badgeStyle,
  chatboxClassName,
  chatboxStyle,
  onOpen,
  onClose,
  onNotification,
  onNotificationLoopEnd,
  onSubmit,
  openOnLoad,
  focusOnLoad,
  notificationsFrom,
}: ChatWidgetProps & ChatTakeOver) {
  const { state, messageTime, open, close, buttonRef, inputRef } = useChatBox({
    messageDelay,
    notificationDelay,
    notificationLoop,
    notificationSound,
    notificationSoundSrc,
    onOpen,
    onClose,
    onNotification,
    onNotificationLoopEnd,
    notificationsFrom,
  });
  const rootRef = useRef<HTMLDivElement>(null);
  useChatDismissal(state.isOpen, rootRef, close, { closeOnEscape, closeOnClickOutside });
  const modalOpen = useModalOpen();
  const id = useId();
  const ids = { box: `${id}-chatbox`, title: `${id}-title`, status: `${id}-status` };

  const tookOver = useRef(false);
  useEffect(() => {
    if (tookOver.current) return;
    tookOver.current = true;
    if (openOnLoad) open();
    else if (focusOnLoad) buttonRef.current?.focus();
  }, [openOnLoad, focusOnLoad, open, buttonRef]);

  const send = (text: string) => {
    const url = whatsappLink(phoneNumber, text);
    window.open(url, '_blank', 'noopener,noreferrer');
    onSubmit?.(text, url);
  };

  return (
    <Box
      ref={rootRef}
      {...CHAT_DOCK}
      visibility={modalOpen ? 'hidden' : undefined}
      data-dark-mode={darkMode ? '' : undefined}
      data-testid="chat-widget"
    >
      <ChatBox
        ids={ids}
        state={state}
        messageTime={messageTime}
        accountName={accountName}
        avatar={avatar}
        statusMessage={statusMessage}
        chatMessage={chatMessage}
        placeholder={placeholder}
        darkMode={darkMode}
        colors={darkMode ? DARK_COLORS : LIGHT_COLORS}
        chatboxHeight={chatboxHeight}
        chatboxClassName={chatboxClassName}
        chatboxStyle={chatboxStyle}
        inputRef={inputRef}
        onClose={() => close(true)}
        onSend={send}
      />
      <ChatDockLabel buttonRef={buttonRef} />
      <ChatLauncher
        buttonRef={buttonRef}
        boxId={ids.box}
        isOpen={state.isOpen}
        isNotification={state.isNotification}
        onToggle={() => (state.isOpen ? close(false) : open())}
        buttonClassName={buttonClassName}
        buttonStyle={buttonStyle}
        badgeClassName={badgeClassName}
        badgeStyle={badgeStyle}
      />
    </Box>
  );
}
