import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeClockAndChime, renderWidget, seconds } from '../../test/chat-test-kit';
import { CHAT_DEFAULTS, NOTIFICATION_DELAY_ERROR } from './chat-settings';

const chime = fakeClockAndChime();

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
    expect(chime.play).toHaveBeenCalledTimes(1);
    expect((chime.play.mock.contexts[0] as HTMLAudioElement).src).toContain(CHAT_DEFAULTS.notificationSoundSrc);
    seconds(20);
    expect(chime.play).toHaveBeenCalledTimes(3);
    expect(chime.playedFrom).toEqual([0, 0, 0]);
  });

  it('stays silent when sound is off, and shrugs off a browser that refuses to autoplay', async () => {
    renderWidget({ notificationDelay: 10, notificationLoop: 0 });
    seconds(30);
    expect(chime.play).not.toHaveBeenCalled();

    chime.play.mockRejectedValue(new DOMException('play() needs a user gesture', 'NotAllowedError'));
    renderWidget({ notificationDelay: 10, notificationSound: true });
    seconds(10);
    await act(async () => {});
    expect(chime.play).toHaveBeenCalledTimes(1);
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
    expect(chime.play).toHaveBeenCalledTimes(2);
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
    expect(chime.play).not.toHaveBeenCalled();
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
