import { chakra } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { CHAT_IN_MARGIN } from './chat-dock';

/**
 * What the chat strip says beside its button on narrow screens (hidden where the button floats in the margin). A tap
 * on the words is a tap on the button; screen readers hear the button's own label instead.
 */
export function ChatDockLabel({ buttonRef }: { buttonRef: RefObject<HTMLButtonElement | null> }) {
  return (
    <chakra.span
      aria-hidden="true"
      onClick={() => buttonRef.current?.click()}
      flex="1"
      minW="0"
      textAlign="right"
      fontSize="sm"
      fontWeight="medium"
      color="brand.navy"
      cursor="pointer"
      css={{ [CHAT_IN_MARGIN]: { display: 'none' } }}
    >
      Questions? Chat with us
    </chakra.span>
  );
}
