import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LAUNCHER } from '../../test/chat-test-kit';
import { renderWithProviders } from '../../test/render';
import { chatWidgetCode } from './chat-widget-code';
import { DeferredChatWidget } from './DeferredChatWidget';

const launcher = () => screen.getByRole('button', { name: LAUNCHER });
/** The loaded widget's root; before its code, the server's launcher stands in a dock of its own. */
const widget = () => screen.queryByTestId('chat-widget');

/** Lets the widget's code (already compiled, see below) arrive and the widget take over. */
const arrival = () => act(async () => await chatWidgetCode.load());

beforeAll(async () => {
  // Compiled once here, so its arrival in a test is a resolved promise, whatever the clock.
  await chatWidgetCode.load();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderDeferred() {
  const load = vi.spyOn(chatWidgetCode, 'load');
  const view = renderWithProviders(<DeferredChatWidget />);
  return { ...view, load };
}

describe('DeferredChatWidget', () => {
  it('renders the closed launcher at once, as the widget’s, without fetching the widget', () => {
    const { load } = renderDeferred();
    expect(launcher().getAttribute('aria-expanded')).toBe('false');
    expect(launcher().getAttribute('aria-haspopup')).toBe('dialog');
    expect(launcher().hasAttribute('aria-busy')).toBe(false);
    expect(screen.getByTestId('chat-dock')).toBeTruthy();
    expect(widget()).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('does not load when the browser goes idle, nor before its notification is due', () => {
    vi.useFakeTimers();
    const idle = vi.fn((callback: () => void) => {
      callback();
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { load } = renderDeferred();
    act(() => vi.advanceTimersByTime(59_900));
    expect(load).not.toHaveBeenCalled();
    expect(widget()).toBeNull();
  });

  it('loads when its notification is due (60 s from the page’s load) and shows the badge then', async () => {
    vi.useFakeTimers();
    const { load } = renderDeferred();
    act(() => vi.advanceTimersByTime(60_000));
    expect(load).toHaveBeenCalledTimes(1);
    await arrival();
    expect(widget()).not.toBeNull();
    // The widget's timer counts from the page's load: the badge is due now, not a minute after the code came.
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByTestId('chat-badge').textContent).toBe('1');
    expect(launcher().getAttribute('aria-label')).toBe('Chat with us on WhatsApp, 1 new message');
  });

  const intents: [string, () => void][] = [
    ['a pointer press anywhere', () => fireEvent.pointerDown(document.body)],
    ['a key press anywhere', () => fireEvent.keyDown(document.body, { key: 'Tab' })],
    ['a touch anywhere', () => fireEvent.touchStart(document.body)],
    ['a scroll', () => fireEvent.scroll(window)],
    ['the pointer over the launcher', () => fireEvent.pointerEnter(launcher())],
    ['focus on the launcher', () => act(() => launcher().focus())],
  ];
  for (const [intent, act] of intents) {
    it(`loads on ${intent}, and the widget takes the launcher over, still closed`, async () => {
      const { load } = renderDeferred();
      act();
      expect(load).toHaveBeenCalledTimes(1);
      await arrival();
      expect(widget()).not.toBeNull();
      expect(screen.queryByTestId('chat-dock')).toBeNull();
      expect(screen.getAllByRole('button', { name: LAUNCHER })).toHaveLength(1);
      expect(launcher().getAttribute('aria-expanded')).toBe('false');
    });
  }

  it('keeps focus on the launcher when the widget takes it over', async () => {
    renderDeferred();
    act(() => launcher().focus());
    await arrival();
    expect(widget()).not.toBeNull();
    expect(document.activeElement).toBe(launcher());
  });

  it('a tap before the code has arrived marks the launcher busy and opens the box once it has', async () => {
    let arrive: (() => void) | undefined;
    const code = chatWidgetCode.load();
    const { load } = renderDeferred();
    load.mockImplementation(() => new Promise((resolve) => (arrive = () => resolve(code))));
    fireEvent.pointerDown(launcher());
    fireEvent.click(launcher());
    expect(launcher().getAttribute('aria-busy')).toBe('true');
    expect(launcher().getAttribute('aria-expanded')).toBe('false');
    expect(widget()).toBeNull();

    await act(async () => {
      arrive?.();
      await code;
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.hidden).toBe(false);
    expect(launcher().getAttribute('aria-expanded')).toBe('true');
    expect(launcher().hasAttribute('aria-busy')).toBe(false);
  });
});
