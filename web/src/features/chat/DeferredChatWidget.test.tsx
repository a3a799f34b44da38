import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DeferredChatWidget } from './DeferredChatWidget';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DeferredChatWidget', () => {
  it('mounts the chat widget only once the browser is idle after the first paint', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);

    const { unmount } = renderWithProviders(<DeferredChatWidget />);
    expect(screen.queryByRole('button', { name: /Chat with us on WhatsApp/ })).toBeNull();
    expect(idle).toBeTypeOf('function');

    act(() => idle?.());
    const launcher = await screen.findByRole('button', { name: /Chat with us on WhatsApp/ });
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    unmount();
  });
});
