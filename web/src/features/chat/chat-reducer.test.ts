import { describe, expect, it } from 'vitest';
import { type ChatState, chatReducer, closeChat, endDelay, initialChatState, notify, openChat } from './chat-reducer';

const state = (overrides: Partial<ChatState> = {}): ChatState => ({ ...initialChatState, ...overrides });

describe('chatReducer', () => {
  it('starts closed, with the delay flag on and nothing pending', () => {
    expect(initialChatState).toEqual({ isOpen: false, isDelay: true, isNotification: false });
  });

  it('has one action creator per transition', () => {
    expect([openChat(), closeChat(), endDelay(), notify()]).toEqual([
      { type: 'open' },
      { type: 'close' },
      { type: 'delay' },
      { type: 'notification' },
    ]);
  });

  it('sets the notification flag on a notification, once', () => {
    const notified = chatReducer(initialChatState, notify());
    expect(notified).toEqual({ isOpen: false, isDelay: true, isNotification: true });
    expect(chatReducer(notified, notify())).toBe(notified);
  });

  it('ignores a notification while the box is open', () => {
    const open = state({ isOpen: true });
    expect(chatReducer(open, notify())).toBe(open);
  });

  it('opens the box and clears a pending notification', () => {
    expect(chatReducer(state({ isNotification: true }), openChat())).toEqual({
      isOpen: true,
      isDelay: true,
      isNotification: false,
    });
  });

  it('changes nothing when an open box is opened again', () => {
    const open = state({ isOpen: true, isDelay: false });
    expect(chatReducer(open, openChat())).toBe(open);
  });

  it('turns the typing indicator into the message on the delay action, only while open', () => {
    expect(chatReducer(state({ isOpen: true }), endDelay())).toEqual({
      isOpen: true,
      isDelay: false,
      isNotification: false,
    });
    const closed = state();
    expect(chatReducer(closed, endDelay())).toBe(closed);
  });

  it('closes the box and turns the delay flag back on for the next opening', () => {
    expect(chatReducer(state({ isOpen: true, isDelay: false }), closeChat())).toEqual({
      isOpen: false,
      isDelay: true,
      isNotification: false,
    });
    const closed = state({ isNotification: true });
    expect(chatReducer(closed, closeChat())).toBe(closed);
  });

  it('runs a whole visit: nudge, open, message, close, reopen', () => {
    const steps = [notify(), openChat(), endDelay(), closeChat(), openChat()];
    const seen: ChatState[] = [];
    let current = initialChatState;
    for (const action of steps) {
      current = chatReducer(current, action);
      seen.push(current);
    }
    expect(seen).toEqual([
      { isOpen: false, isDelay: true, isNotification: true },
      { isOpen: true, isDelay: true, isNotification: false },
      { isOpen: true, isDelay: false, isNotification: false },
      { isOpen: false, isDelay: true, isNotification: false },
      { isOpen: true, isDelay: true, isNotification: false },
    ]);
  });

  it('returns the state unchanged for an unknown action', () => {
    const s = state();
    expect(chatReducer(s, { type: 'unknown' } as never)).toBe(s);
  });
});
