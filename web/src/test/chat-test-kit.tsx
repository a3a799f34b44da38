import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';
import { ChatWidget } from '../features/chat/ChatWidget';
import type { ChatWidgetProps } from '../features/chat/chat-settings';
import { renderWithProviders } from './render';

export const LAUNCHER = /^Chat with us on WhatsApp/;

export interface FakeChime {
  play: MockInstance<(this: HTMLMediaElement) => Promise<void>>;
  /** The playback position of the chime at each `play()` call. */
  playedFrom: number[];
}

/**
 * Fake timers for the widget's notification and message-delay timers, and a chime whose `play()` is recorded (the
 * test browser has no audio). Call at the top of a test file; the returned object is refilled before each test.
 */
export function fakeClockAndChime(): FakeChime {
  const chime = {} as FakeChime;
  beforeEach(() => {
    vi.useFakeTimers();
    chime.playedFrom = [];
    chime.play = vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      chime.playedFrom.push(this.currentTime);
      this.currentTime = 0.4; // as if the chime had played on
      return Promise.resolve();
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  return chime;
}

export const seconds = (s: number) => act(() => vi.advanceTimersByTime(s * 1000));

export function renderWidget(props: ChatWidgetProps = {}) {
  const view = renderWithProviders(<ChatWidget {...props} />);
  const launcher = () => screen.getByRole('button', { name: LAUNCHER });
  const dialog = () => screen.getByRole('dialog', { hidden: true });
  const openBox = () => fireEvent.click(launcher());
  return { ...view, launcher, dialog, openBox };
}
