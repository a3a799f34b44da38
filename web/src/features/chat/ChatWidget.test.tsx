import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { STORE } from '../../shared/store-info';
import { renderWithProviders } from '../../test/render';
import { CHAT_DEFAULTS, ChatWidget, type ChatWidgetProps, NOTIFICATION_DELAY_ERROR } from './ChatWidget';

const LAUNCHER = /^Chat with us on WhatsApp/;

let play: MockInstance<(this: HTMLMediaElement) => Promise<void>>;
/** The playback position of the chime at each `play()` call. */
let playedFrom: number[];

beforeEach(() => {
  vi.useFakeTimers();
  playedFrom = [];
  play = vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    playedFrom.push(this.currentTime);
    this.currentTime = 0.4; // as if the chime had played on
    return Promise.resolve();
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const seconds = (s: number) => act(() => vi.advanceTimersByTime(s * 1000));

function renderWidget(props: ChatWidgetProps = {}) {
  const view = renderWithProviders(<ChatWidget {...props} />);
  const launcher = () => screen.getByRole('button', { name: LAUNCHER });
  const dialog = () => screen.getByRole('dialog', { hidden: true });
  const openBox = () => fireEvent.click(launcher());
  return { ...view, launcher, dialog, openBox };
}

describe('ChatWidget launcher and notifications', () => {
  it('is a round button that controls the closed chat box', () => {
    const { launcher, dialog } = renderWidget();
    expect(launcher().getAttribute('aria-expanded')).toBe('false');
    expect(launcher().getAttribute('aria-controls')).toBe(dialog().id);
    expect(dialog().hidden).toBe(true);
    expect(screen.queryByTestId('chat-badge')).toBeNull();
  });

  it('shows a badge reading 1 once the notification delay (60 s by default) has passed', () => {
    const { launcher } = renderWidget();
    seconds(59.9);
    expect(screen.queryByTestId('chat-badge')).toBeNull();
    seconds(0.1);
    expect(screen.getByTestId('chat-badge').textContent).toBe('1');
    expect(launcher().getAttribute('aria-label')).toBe('Chat with us on WhatsApp, 1 new message');
  });

  it('plays the chime from the start on every firing when sound is on', () => {
    renderWidget({ notificationDelay: 10, notificationSound: true, notificationLoop: 3 });
    seconds(10);
    expect(play).toHaveBeenCalledTimes(1);
    expect((play.mock.contexts[0] as HTMLAudioElement).src).toContain(CHAT_DEFAULTS.notificationSoundSrc);
    seconds(20);
    expect(play).toHaveBeenCalledTimes(3);
    expect(playedFrom).toEqual([0, 0, 0]);
  });

  it('stays silent when sound is off, and shrugs off a browser that refuses to autoplay', async () => {
    renderWidget({ notificationDelay: 10, notificationLoop: 0 });
    seconds(30);
    expect(play).not.toHaveBeenCalled();

    play.mockRejectedValue(new DOMException('play() needs a user gesture', 'NotAllowedError'));
    renderWidget({ notificationDelay: 10, notificationSound: true });
    seconds(10);
    await act(async () => {});
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId('chat-badge')).toHaveLength(2);
  });

  it('stops after notificationLoop firings and calls onNotificationLoopEnd once', () => {
    const onNotification = vi.fn();
    const onNotificationLoopEnd = vi.fn();
    renderWidget({
      notificationDelay: 10,
      notificationSound: true,
      notificationLoop: 2,
      onNotification,
      onNotificationLoopEnd,
    });
    seconds(10);
    expect(onNotificationLoopEnd).not.toHaveBeenCalled();
    seconds(10);
    expect(onNotificationLoopEnd).toHaveBeenCalledTimes(1);
    seconds(100);
    expect(onNotification).toHaveBeenCalledTimes(2);
    expect(play).toHaveBeenCalledTimes(2);
    expect(onNotificationLoopEnd).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('repeats without end when notificationLoop is 0', () => {
    const onNotification = vi.fn();
    renderWidget({ notificationDelay: 10, notificationLoop: 0, onNotification });
    seconds(100);
    expect(onNotification).toHaveBeenCalledTimes(10);
  });

  it('logs the exact error and never notifies when the delay is under 10 seconds', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onNotification = vi.fn();
    renderWidget({ notificationDelay: 9, notificationSound: true, onNotification });
    expect(error).toHaveBeenCalledWith('notificationDelay prop value must be at least 10 seconds.');
    expect(NOTIFICATION_DELAY_ERROR).toBe('notificationDelay prop value must be at least 10 seconds.');
    expect(vi.getTimerCount()).toBe(0);
    seconds(600);
    expect(onNotification).not.toHaveBeenCalled();
    expect(play).not.toHaveBeenCalled();
    expect(screen.queryByTestId('chat-badge')).toBeNull();
  });

  it('stops the notification timer for good once the box has been opened', () => {
    const onNotification = vi.fn();
    const { openBox, launcher } = renderWidget({ notificationDelay: 10, notificationLoop: 0, onNotification });
    seconds(10);
    expect(screen.getByTestId('chat-badge')).toBeTruthy();
    openBox();
    expect(screen.queryByTestId('chat-badge')).toBeNull();
    fireEvent.click(launcher());
    seconds(120);
    expect(onNotification).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('chat-badge')).toBeNull();
  });
});

describe('ChatWidget chat box', () => {
  it('opens with focus in the box, a typing indicator, then the welcome message after 2 s', () => {
    const onOpen = vi.fn();
    const { openBox, launcher, dialog } = renderWidget({ onOpen });
    openBox();
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(launcher().getAttribute('aria-expanded')).toBe('true');
    const box = screen.getByRole('dialog', { name: 'Sutra Style Desk' });
    expect(box).toBe(dialog());
    expect(box.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(within(box).getByRole('textbox', { name: 'Your message' }));
    expect(within(box).getByText('Typically replies within 1 hour')).toBeTruthy();
    expect(within(box).getByText('Sutra Style Desk is typing…')).toBeTruthy();
    expect(within(box).queryByText(CHAT_DEFAULTS.chatMessage)).toBeNull();

    seconds(1.9);
    expect(screen.getByTestId('chat-typing')).toBeTruthy();
    seconds(0.1);
    expect(screen.queryByTestId('chat-typing')).toBeNull();
    expect(within(box).getByText(CHAT_DEFAULTS.chatMessage)).toBeTruthy();
  });

  it('waits messageDelay seconds, and shows the typing indicator again on the next opening', () => {
    const { openBox, launcher } = renderWidget({ messageDelay: 5, chatMessage: 'Ask us anything.' });
    openBox();
    seconds(4.9);
    expect(screen.queryByText('Ask us anything.')).toBeNull();
    seconds(0.1);
    expect(screen.getByText('Ask us anything.')).toBeTruthy();
    fireEvent.click(launcher());
    openBox();
    expect(screen.getByTestId('chat-typing')).toBeTruthy();
  });

  it('shows the account name, status line, avatar and copy it is given', () => {
    const { openBox } = renderWidget({
      accountName: 'Meera at Sutra',
      statusMessage: 'Online now',
      avatar: '/chat/meera.jpg',
      placeholder: 'Write to Meera',
    });
    openBox();
    const box = screen.getByRole('dialog', { name: 'Meera at Sutra' });
    expect(within(box).getByText('Online now')).toBeTruthy();
    expect(screen.getByTestId('chat-avatar').getAttribute('src')).toBe('/chat/meera.jpg');
    expect(within(box).getByPlaceholderText('Write to Meera')).toBeTruthy();
  });

  it('shows the avatar at exactly 60 by 60', () => {
    renderWidget();
    const avatar = screen.getByTestId('chat-avatar') as HTMLImageElement;
    expect(avatar.getAttribute('width')).toBe('60');
    expect(avatar.getAttribute('height')).toBe('60');
    expect(avatar.style.width).toBe('60px');
    expect(avatar.style.height).toBe('60px');
  });

  it('is 320 px tall by default and takes another height', () => {
    const { dialog, unmount } = renderWidget();
    expect(dialog().style.height).toBe('320px');
    unmount();
    const other = renderWidget({ chatboxHeight: 420 });
    expect(other.dialog().style.height).toBe('420px');
  });

  it('uses the light background, and the dark one in dark mode', () => {
    const { unmount } = renderWidget();
    expect(screen.getByTestId('chat-body').style.backgroundImage).toContain('/chat/chat-bg-light.svg');
    unmount();
    renderWidget({ darkMode: true });
    const body = screen.getByTestId('chat-body');
    expect(body.style.backgroundImage).toContain('/chat/chat-bg-dark.svg');
    expect(body.style.backgroundImage).not.toContain('light');
  });

  it('applies the class and style overrides of the badge, the button and the box', () => {
    const { launcher, dialog } = renderWidget({
      notificationDelay: 10,
      buttonClassName: 'my-button',
      buttonStyle: { right: '80px' },
      badgeClassName: 'my-badge',
      badgeStyle: { backgroundColor: 'rgb(0, 128, 0)' },
      chatboxClassName: 'my-box',
      chatboxStyle: { width: '400px' },
    });
    seconds(10);
    expect(launcher().classList.contains('my-button')).toBe(true);
    expect(launcher().style.right).toBe('80px');
    const badge = screen.getByTestId('chat-badge');
    expect(badge.classList.contains('my-badge')).toBe(true);
    expect(badge.style.backgroundColor).toBe('rgb(0, 128, 0)');
    expect(dialog().classList.contains('my-box')).toBe(true);
    expect(dialog().style.width).toBe('400px');
    expect(dialog().style.height).toBe('320px');
  });
});

describe('ChatWidget closing', () => {
  it('closes on Escape, returns focus to the button and calls onClose', () => {
    const onClose = vi.fn();
    const { openBox, launcher, dialog } = renderWidget({ onClose });
    openBox();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(dialog().hidden).toBe(true);
    expect(launcher().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(launcher());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open on Escape when closeOnEscape is off', () => {
    const onClose = vi.fn();
    const { openBox, dialog } = renderWidget({ closeOnEscape: false, onClose });
    openBox();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(dialog().hidden).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on a press outside the widget, but not inside the box', () => {
    const onClose = vi.fn();
    const { openBox, dialog } = renderWidget({ onClose });
    openBox();
    fireEvent.pointerDown(screen.getByTestId('chat-body'));
    expect(dialog().hidden).toBe(false);
    fireEvent.pointerDown(document.body);
    expect(dialog().hidden).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open on an outside press when closeOnClickOutside is off', () => {
    const { openBox, dialog } = renderWidget({ closeOnClickOutside: false });
    openBox();
    fireEvent.pointerDown(document.body);
    expect(dialog().hidden).toBe(false);
  });

  it('closes from the close control in the header and from the button', () => {
    const onClose = vi.fn();
    const { openBox, launcher, dialog } = renderWidget({ onClose });
    openBox();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close chat' }));
    expect(dialog().hidden).toBe(true);
    expect(document.activeElement).toBe(launcher());
    openBox();
    fireEvent.click(launcher());
    expect(dialog().hidden).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('cancels the message delay when closed before it ends', () => {
    const { openBox, launcher } = renderWidget();
    openBox();
    fireEvent.click(launcher());
    seconds(5);
    openBox();
    expect(screen.getByTestId('chat-typing')).toBeTruthy();
  });
});

describe('ChatWidget sending', () => {
  it('hands the typed text to WhatsApp in a new tab and clears the input', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const onSubmit = vi.fn();
    const { openBox } = renderWidget({ onSubmit });
    openBox();
    const input = screen.getByRole('textbox', { name: 'Your message' }) as HTMLInputElement;
    const text = 'Is the Milano suit available in 40R & navy? Delivery to Pune/Kothrud?';
    fireEvent.change(input, { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    const url = `https://wa.me/${STORE.whatsappNumber}?text=${encodeURIComponent(text)}`;
    expect(open).toHaveBeenCalledExactlyOnceWith(url, '_blank', 'noopener,noreferrer');
    expect(onSubmit).toHaveBeenCalledWith(text, url);
    expect(input.value).toBe('');
  });

  it('uses the digits of the given phone number and sends on Enter', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { openBox } = renderWidget({ phoneNumber: '+91 98290 41414' });
    openBox();
    const input = screen.getByRole('textbox', { name: 'Your message' });
    fireEvent.change(input, { target: { value: 'Namaste' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(open).toHaveBeenCalledWith('https://wa.me/919829041414?text=Namaste', '_blank', 'noopener,noreferrer');
  });

  it('sends nothing while the message is blank', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { openBox } = renderWidget();
    openBox();
    const send = screen.getByRole('button', { name: 'Send on WhatsApp' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    const input = screen.getByRole('textbox', { name: 'Your message' });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(open).not.toHaveBeenCalled();
  });
});
