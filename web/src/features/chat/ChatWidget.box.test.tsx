import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORE } from '../../shared/store-info';
import { fakeClockAndChime, renderWidget, seconds } from '../../test/chat-test-kit';
import { CHAT_DEFAULTS } from './chat-settings';

fakeClockAndChime();

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
