import type { CSSProperties } from 'react';
import { STORE_TIME_ZONE } from '../../shared/format';
import { STORE } from '../../shared/store-info';
import { DEFAULT_NOTIFICATION_DELAY } from './chat-timing';

export { MIN_NOTIFICATION_DELAY } from './chat-timing';
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
  notificationDelay: DEFAULT_NOTIFICATION_DELAY,
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
export const formatTime = (date: Date): string => {
  timeFormat ??= new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: STORE_TIME_ZONE });
  return timeFormat.format(date);
};

/** The box's colours, light and dark (the header and the button keep the store's navy and gold in both). */
export type ChatColors = typeof LIGHT_COLORS;

export const LIGHT_COLORS = {
  surface: 'white',
  canvas: '#f6f1ea',
  bubble: 'white',
  text: '#1d1d1f',
  muted: '#6b6b70',
  accent: '#8a6a22',
  field: 'white',
  border: '#e4dccf',
};

export const DARK_COLORS: ChatColors = {
  surface: '#0f1524',
  canvas: '#141a2a',
  bubble: '#243049',
  text: '#f6f1ea',
  muted: '#a9b0c2',
  accent: '#c9a24a',
  field: '#1b2336',
  border: '#2b3550',
};
