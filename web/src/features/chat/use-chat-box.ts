import { type RefObject, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { type ChatState, chatReducer, closeChat, endDelay, initialChatState, openChat } from './chat-reducer';
import { type ChatNotificationOptions, useChatNotifications } from './use-chat-notifications';

export interface ChatBoxOptions extends ChatNotificationOptions {
  messageDelay: number;
  onOpen?: () => void;
  onClose?: () => void;
}

export interface ChatBox {
  state: ChatState;
  /** When the welcome message showed (the box shows its time), null until the first delay has run. */
  messageTime: Date | null;
  open: () => void;
  /** Closes the box; `restoreFocus` returns focus to the button (Escape, the header's close control). */
  close: (restoreFocus: boolean) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * The widget's state and timers (spec browsing §4, §5): an opening stops the notifications for good, moves focus into
 * the box and starts the `messageDelay` timer that turns the typing indicator into the welcome message; a closing
 * cancels that timer and calls `onClose`.
 */
export function useChatBox({ messageDelay, onOpen, onClose, ...notifications }: ChatBoxOptions): ChatBox {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [messageTime, setMessageTime] = useState<Date | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const delayTimer = useRef<number | undefined>(undefined);
  const { stopForGood } = useChatNotifications(dispatch, notifications);
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  });

  useEffect(() => () => window.clearTimeout(delayTimer.current), []);

  const open = () => {
    stopForGood();
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
    latestOnClose.current?.();
    if (restoreFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (state.isOpen) inputRef.current?.focus();
  }, [state.isOpen]);

  return { state, messageTime, open, close, buttonRef, inputRef };
}
