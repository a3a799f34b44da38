import { type RefObject, useEffect } from 'react';

export interface ChatDismissalOptions {
  closeOnEscape: boolean;
  closeOnClickOutside: boolean;
}

/**
 * How an open box is dismissed besides its own controls: Escape (when enabled) closes it and returns focus to the
 * button; a pointer press outside the widget (when enabled) closes it and leaves focus where the visitor clicked.
 */
export function useChatDismissal(
  isOpen: boolean,
  root: RefObject<HTMLElement | null>,
  close: (restoreFocus: boolean) => void,
  { closeOnEscape, closeOnClickOutside }: ChatDismissalOptions,
): void {
  useEffect(() => {
    if (!isOpen || !closeOnEscape) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing) return;
      close(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, closeOnEscape, close]);

  useEffect(() => {
    if (!isOpen || !closeOnClickOutside) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && root.current?.contains(event.target)) return;
      close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, closeOnClickOutside, close, root]);
}
