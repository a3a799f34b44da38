/**
 * The floating chat widget's state machine (spec: browsing-wishlist-cart.md §4, "Chat widget state").
 *
 * State: `isOpen` (the box shows), `isDelay` (the welcome message is still "being typed": a typing indicator shows
 * instead) and `isNotification` (a message is pending: the button's badge reads 1). At first the box is closed, the
 * delay flag is on and nothing is pending.
 *
 * Transitions the spec gives:
 * - `notification` sets the notification flag.
 * - `open` opens the box. (The component also stops the notification timer and, `messageDelay` seconds later,
 *   dispatches `delay`.)
 * - `delay` turns the typing indicator into the welcome message.
 * - `close` closes the box. (The component also calls its `onClose` callback.)
 *
 * Transitions the spec leaves open ("not shown"), decided here:
 * - `open` also clears the notification flag: opening the box is reading the pending message, so the badge goes.
 * - `close` turns the delay flag back on, so every opening shows the typing indicator and then the message,
 *   the same `messageDelay` later (as a live chat would), rather than the message sitting there already.
 * - `notification` while the box is open is ignored: the visitor is already looking at the message.
 * - `delay` while the box is closed is ignored, so a stale timer can never reveal the message in a closed box.
 * - `open` on an open box and `close` on a closed box change nothing (the same state object comes back, so React
 *   skips the render).
 */

export interface ChatState {
  isOpen: boolean;
  isDelay: boolean;
  isNotification: boolean;
}

export type ChatAction = { type: 'open' } | { type: 'close' } | { type: 'delay' } | { type: 'notification' };

export const initialChatState: ChatState = { isOpen: false, isDelay: true, isNotification: false };

export const openChat = (): ChatAction => ({ type: 'open' });
export const closeChat = (): ChatAction => ({ type: 'close' });
export const endDelay = (): ChatAction => ({ type: 'delay' });
export const notify = (): ChatAction => ({ type: 'notification' });

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'open':
      return state.isOpen ? state : { ...state, isOpen: true, isNotification: false };
    case 'close':
      return state.isOpen ? { ...state, isOpen: false, isDelay: true } : state;
    case 'delay':
      return state.isOpen && state.isDelay ? { ...state, isDelay: false } : state;
    case 'notification':
      return state.isOpen || state.isNotification ? state : { ...state, isNotification: true };
    default:
      return state;
  }
}
