import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeClockAndChime, renderWidget, seconds } from '../../test/chat-test-kit';

fakeClockAndChime();

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
