import { Box, chakra, Flex, IconButton, Image, Input, Text, VisuallyHidden } from '@chakra-ui/react';
import { type CSSProperties, type FormEvent, useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { BOTTOM_BAR_HEIGHT } from '../../shared/bottom-bar';
import { STORE_TIME_ZONE } from '../../shared/format';
import { STORE } from '../../shared/store-info';
import { chatReducer, closeChat, endDelay, initialChatState, notify, openChat } from './chat-reducer';
import { useChatClearance } from './use-chat-clearance';

/** Notifications nag; fewer than this many seconds apart is refused (spec §5). */
export const MIN_NOTIFICATION_DELAY = 10;
export const NOTIFICATION_DELAY_ERROR = 'notificationDelay prop value must be at least 10 seconds.';

export const CHAT_BACKGROUND = { light: '/chat/chat-bg-light.svg', dark: '/chat/chat-bg-dark.svg' } as const;

/**
 * Sutra's settings and copy. The chime (`/chat/sutra-chime.wav`, 24 KB) was synthesised for the store: G5 then C6
 * 160 ms apart, each a sine with two soft partials, a 6 ms attack and an exponential decay, 0.75 s of 16 kHz mono PCM.
 */
export const CHAT_DEFAULTS = {
  phoneNumber: STORE.whatsappNumber,
  accountName: 'Sutra Style Desk',
  avatar: '/chat/sutra-avatar.svg',
  statusMessage: 'Typically replies within 1 hour',
  chatMessage:
    'Namaste! The Sutra Style Desk here, at our Jaipur atelier. Ask us about sizes and fit, fabrics, or delivery to your city, and we’ll reply on WhatsApp.',
  placeholder: 'Ask about sizes, fabrics or delivery…',
  notificationDelay: 60,
  notificationSound: false,
  notificationSoundSrc: '/chat/sutra-chime.wav',
  notificationLoop: 1,
  messageDelay: 2,
  closeOnClickOutside: true,
  closeOnEscape: true,
  darkMode: false,
  chatboxHeight: 320,
} as const;

export interface ChatWidgetProps {
  /** The business number, digits in international format; anything else (spaces, '+') is dropped for the link. */
  phoneNumber?: string;
  accountName?: string;
  /** Image URL shown 60 by 60 in the header. */
  avatar?: string;
  statusMessage?: string;
  /** The welcome message, shown once the typing indicator has run for `messageDelay` seconds. */
  chatMessage?: string;
  placeholder?: string;
  /** Seconds between notifications (a badge reading 1, and the chime when sound is on). At least 10. */
  notificationDelay?: number;
  notificationSound?: boolean;
  notificationSoundSrc?: string;
  /**
   * How many notifications fire before the timer stops and `onNotificationLoopEnd` is called; 0 (or less) means
   * no limit. The default, 1, nudges once per visit: the badge stays until the box is opened anyway.
   */
  notificationLoop?: number;
  /** Seconds the typing indicator runs after the box opens before the welcome message shows. */
  messageDelay?: number;
  closeOnClickOutside?: boolean;
  closeOnEscape?: boolean;
  darkMode?: boolean;
  /** Height of the whole box in pixels. */
  chatboxHeight?: number;
  buttonClassName?: string;
  buttonStyle?: CSSProperties;
  badgeClassName?: string;
  badgeStyle?: CSSProperties;
  chatboxClassName?: string;
  chatboxStyle?: CSSProperties;
  onOpen?: () => void;
  onClose?: () => void;
  /** Called on every notification, after the badge is set and the chime started. */
  onNotification?: () => void;
  /** Called once when `notificationLoop` notifications have fired and the timer has stopped. */
  onNotificationLoopEnd?: () => void;
  /** Called with the typed text and the WhatsApp link after it is opened. */
  onSubmit?: (message: string, url: string) => void;
}

/** The link that hands a typed message to WhatsApp: `https://wa.me/<digits>?text=<URL-encoded text>`. */
export const whatsappLink = (phoneNumber: string, message: string): string =>
  `https://wa.me/${phoneNumber.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;

/**
 * Made when the box first shows a time: building an en-IN formatter loads the locale's data (about 20 ms here), which
 * would otherwise land on every page when the widget's chunk loads.
 */
let timeFormat: Intl.DateTimeFormat | undefined;
const formatTime = (date: Date): string => {
  timeFormat ??= new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: STORE_TIME_ZONE });
  return timeFormat.format(date);
};

/**
 * The floating chat widget on every page: a round button (bottom right) with a badge when a message is pending, and a
 * chat box (a non-modal dialog) whose typed message is handed over to WhatsApp. Behaviour: spec browsing §2, §4, §5,
 * §9; the state machine and the decisions the spec leaves open are in `chat-reducer.ts`.
 *
 * Placement: the button stands on any bar fixed at the bottom (the product page's sticky ADD TO CART), steps aside
 * (fades out, still focusable) while a link, button or price lies under it, and hides while a modal layer is open
 * (`use-chat-clearance.ts`).
 *
 * Timers: a repeating notification timer starts on mount (unless `notificationDelay` is under 10 s, which logs an
 * error) and stops for good at the first opening or after `notificationLoop` firings; an opening also starts the
 * `messageDelay` timer, which a closing cancels. Escape (when enabled) closes the box and returns focus to the button;
 * a pointer press outside the widget (when enabled) closes it and leaves focus where the visitor clicked.
 */
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
}: ChatWidgetProps) {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [message, setMessage] = useState('');
  const [messageTime, setMessageTime] = useState<Date | null>(null);
  const [buttonFocused, setButtonFocused] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const notificationTimer = useRef<number | undefined>(undefined);
  const delayTimer = useRef<number | undefined>(undefined);
  const hasOpened = useRef(false);
  const audio = useRef<HTMLAudioElement | null>(null);
  const ids = useId();
  const boxId = `${ids}-chatbox`;
  const titleId = `${ids}-title`;
  const statusId = `${ids}-status`;

  // The timers read the latest callbacks and sound settings without restarting when they change.
  const latest = useRef({ notificationSound, notificationSoundSrc, onClose, onNotification, onNotificationLoopEnd });
  useEffect(() => {
    latest.current = { notificationSound, notificationSoundSrc, onClose, onNotification, onNotificationLoopEnd };
  });

  const stopNotifications = useCallback(() => {
    window.clearInterval(notificationTimer.current);
    notificationTimer.current = undefined;
  }, []);

  useEffect(() => {
    if (!(notificationDelay >= MIN_NOTIFICATION_DELAY)) {
      console.error(NOTIFICATION_DELAY_ERROR);
      return;
    }
    if (hasOpened.current) return;
    let repeats = 0;
    notificationTimer.current = window.setInterval(() => {
      dispatch(notify());
      if (latest.current.notificationSound) {
        const chime = audio.current ?? new Audio(latest.current.notificationSoundSrc);
        audio.current = chime;
        chime.currentTime = 0;
        // Browsers refuse sound before the visitor has interacted with the page; the badge is enough then.
        chime.play()?.catch(() => undefined);
      }
      latest.current.onNotification?.();
      repeats += 1;
      if (notificationLoop > 0 && repeats >= notificationLoop) {
        stopNotifications();
        latest.current.onNotificationLoopEnd?.();
      }
    }, notificationDelay * 1000);
    return stopNotifications;
  }, [notificationDelay, notificationLoop, stopNotifications]);

  useEffect(() => () => window.clearTimeout(delayTimer.current), []);

  const open = () => {
    hasOpened.current = true;
    stopNotifications();
    dispatch(openChat());
    window.clearTimeout(delayTimer.current);
    delayTimer.current = window.setTimeout(() => {
      setMessageTime(new Date());
      dispatch(endDelay());
    }, messageDelay * 1000);
    onOpen?.();
  };

  const close = useCallback((restoreFocus: boolean) => {
    window.clearTimeout(delayTimer.current);
    dispatch(closeChat());
    latest.current.onClose?.();
    if (restoreFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (state.isOpen) inputRef.current?.focus();
  }, [state.isOpen]);

  useEffect(() => {
    if (!state.isOpen || !closeOnEscape) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing) return;
      close(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [state.isOpen, closeOnEscape, close]);

  useEffect(() => {
    if (!state.isOpen || !closeOnClickOutside) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [state.isOpen, closeOnClickOutside, close]);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = message.trim();
    if (!text) return;
    const url = whatsappLink(phoneNumber, text);
    window.open(url, '_blank', 'noopener,noreferrer');
    setMessage('');
    onSubmit?.(text, url);
  };

  const clearance = useChatClearance(rootRef, state.isOpen || buttonFocused);
  const colors = darkMode ? DARK : LIGHT;
  const buttonLabel = state.isNotification ? 'Chat with us on WhatsApp, 1 new message' : 'Chat with us on WhatsApp';

  return (
    <Box
      ref={rootRef}
      position="fixed"
      bottom={{ base: `calc(${BOTTOM_BAR_HEIGHT} + 1rem)`, md: `calc(${BOTTOM_BAR_HEIGHT} + 1.5rem)` }}
      right={{ base: '4', md: '6' }}
      zIndex="banner"
      transition="bottom 0.2s ease-out"
      visibility={clearance.hidden ? 'hidden' : undefined}
      data-dark-mode={darkMode ? '' : undefined}
      data-testid="chat-widget"
    >
      <Flex
        id={boxId}
        role="dialog"
        aria-labelledby={titleId}
        aria-describedby={statusId}
        hidden={!state.isOpen}
        className={chatboxClassName}
        style={{ height: chatboxHeight, ...chatboxStyle }}
        position="absolute"
        bottom="calc(100% + 12px)"
        right="0"
        w="min(360px, calc(100vw - 32px))"
        maxH="calc(100dvh - 112px)"
        direction="column"
        bg={colors.surface}
        color={colors.text}
        rounded="xl"
        boxShadow="0 18px 48px rgba(20, 26, 42, 0.28)"
        overflow="hidden"
        animationName="fade-in, slide-from-bottom"
        animationDuration="moderate"
        _motionReduce={{ animation: 'none' }}
      >
        <Flex as="header" align="center" gap="3" px="4" py="2.5" bg="brand.navy" color="white" flexShrink={0}>
          <Image
            src={avatar}
            alt=""
            htmlWidth={60}
            htmlHeight={60}
            data-testid="chat-avatar"
            style={{ width: 60, height: 60 }}
            flexShrink={0}
            rounded="full"
            objectFit="cover"
            borderWidth="2px"
            borderColor="brand.gold"
          />
          <Box flex="1" minW="0">
            <Text as="h2" id={titleId} fontFamily="heading" fontSize="lg" fontWeight="semibold" lineClamp={1}>
              {accountName}
            </Text>
            <Text id={statusId} fontSize="xs" color="brand.cream" opacity={0.85}>
              {statusMessage}
            </Text>
          </Box>
          <IconButton
            aria-label="Close chat"
            variant="ghost"
            size="sm"
            rounded="full"
            color="white"
            _hover={{ bg: 'whiteAlpha.200' }}
            onClick={() => close(true)}
          >
            <CloseIcon />
          </IconButton>
        </Flex>

        <Box
          data-testid="chat-body"
          flex="1"
          overflowY="auto"
          px="3"
          py="3"
          bg={colors.canvas}
          style={{ backgroundImage: `url("${darkMode ? CHAT_BACKGROUND.dark : CHAT_BACKGROUND.light}")` }}
          aria-live="polite"
        >
          {state.isDelay ? (
            <Flex
              data-testid="chat-typing"
              display="inline-flex"
              gap="1.5"
              px="4"
              py="3"
              bg={colors.bubble}
              rounded="xl"
              roundedTopLeft="sm"
              boxShadow="xs"
            >
              <VisuallyHidden>{accountName} is typing…</VisuallyHidden>
              {[0, 0.2, 0.4].map((delay) => (
                <Box
                  key={delay}
                  aria-hidden="true"
                  boxSize="2"
                  rounded="full"
                  bg={colors.muted}
                  animation="pulse 1.2s ease-in-out infinite"
                  style={{ animationDelay: `${delay}s` }}
                  _motionReduce={{ animation: 'none' }}
                />
              ))}
            </Flex>
          ) : (
            <Box
              data-testid="chat-message"
              maxW="90%"
              px="3.5"
              py="2.5"
              bg={colors.bubble}
              rounded="xl"
              roundedTopLeft="sm"
              boxShadow="xs"
            >
              <Text fontSize="xs" fontWeight="semibold" color={colors.accent} mb="1">
                {accountName}
              </Text>
              <Text fontSize="sm" lineHeight="1.5">
                {chatMessage}
              </Text>
              {messageTime && (
                <Text as="time" display="block" textAlign="right" fontSize="2xs" color={colors.muted} mt="0.5">
                  {formatTime(messageTime)}
                </Text>
              )}
            </Box>
          )}
        </Box>

        <chakra.form
          onSubmit={send}
          display="flex"
          gap="2"
          px="3"
          py="3"
          bg={colors.surface}
          borderTopWidth="1px"
          borderColor={colors.border}
          flexShrink={0}
        >
          <Input
            ref={inputRef}
            aria-label="Your message"
            placeholder={placeholder}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            rounded="full"
            size="sm"
            bg={colors.field}
            color={colors.text}
            borderColor={colors.border}
            autoComplete="off"
            enterKeyHint="send"
          />
          <IconButton
            type="submit"
            aria-label="Send on WhatsApp"
            size="sm"
            rounded="full"
            bg="#128c7e"
            color="white"
            _hover={{ bg: '#0e6f64' }}
            disabled={!message.trim()}
          >
            <SendIcon />
          </IconButton>
        </chakra.form>
      </Flex>

      <chakra.button
        ref={buttonRef}
        type="button"
        aria-label={buttonLabel}
        aria-haspopup="dialog"
        aria-expanded={state.isOpen}
        aria-controls={boxId}
        onClick={() => (state.isOpen ? close(false) : open())}
        // Keyboard focus keeps the button shown where it stands; a click's focus does not.
        onFocus={(event) => setButtonFocused(event.currentTarget.matches(':focus-visible'))}
        onBlur={() => setButtonFocused(false)}
        className={buttonClassName}
        style={buttonStyle}
        data-tucked={clearance.tucked ? '' : undefined}
        position="relative"
        display="flex"
        alignItems="center"
        justifyContent="center"
        boxSize="60px"
        rounded="full"
        bg="brand.navy"
        color="white"
        borderWidth="2px"
        borderColor="brand.gold"
        boxShadow="0 8px 24px rgba(20, 26, 42, 0.35)"
        cursor="pointer"
        transition="transform 0.15s ease-out, opacity 0.15s ease-out"
        _hover={{ transform: 'scale(1.05)' }}
        css={{ '&[data-tucked]': { opacity: 0, transform: 'scale(0.6)', pointerEvents: 'none' } }}
        _focusVisible={{ outline: '3px solid', outlineColor: 'brand.gold', outlineOffset: '3px' }}
        _motionReduce={{ transition: 'none', _hover: { transform: 'none' } }}
      >
        {state.isOpen ? <CloseIcon size={24} /> : <ChatIcon />}
        {state.isNotification && (
          <chakra.span
            data-testid="chat-badge"
            aria-hidden="true"
            className={badgeClassName}
            style={badgeStyle}
            position="absolute"
            top="-1"
            right="-1"
            minW="22px"
            h="22px"
            px="1"
            display="flex"
            alignItems="center"
            justifyContent="center"
            rounded="full"
            bg="brand.sale"
            color="white"
            fontSize="xs"
            fontWeight="bold"
            borderWidth="2px"
            borderColor="white"
          >
            1
          </chakra.span>
        )}
      </chakra.button>
    </Box>
  );
}

const LIGHT = {
  surface: 'white',
  canvas: '#f6f1ea',
  bubble: 'white',
  text: '#1d1d1f',
  muted: '#6b6b70',
  accent: '#8a6a22',
  field: 'white',
  border: '#e4dccf',
};

const DARK = {
  surface: '#0f1524',
  canvas: '#141a2a',
  bubble: '#243049',
  text: '#f6f1ea',
  muted: '#a9b0c2',
  accent: '#c9a24a',
  field: '#1b2336',
  border: '#2b3550',
};

function ChatIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path
        d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6a.5.5 0 0 1-.8-.4V16h-.5A2.5 2.5 0 0 1 4 13.5z"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path d="M8 8.5h8M8 11.5h5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

function CloseIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function SendIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path d="M4 12l16-8-6 16-2.5-6.5z" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M11.5 13.5L20 4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
