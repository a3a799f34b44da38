import { chakra } from '@chakra-ui/react';
import type { CSSProperties, RefObject } from 'react';
import { CHAT_IN_MARGIN } from './chat-dock';
import { ChatIcon, CloseIcon } from './chat-icons';

export interface ChatLauncherProps {
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** The chat box's id; none before the widget's code has loaded (there is no box yet to name). */
  boxId?: string;
  isOpen: boolean;
  isNotification: boolean;
  onToggle: () => void;
  /** A tap came before the widget's code: it opens the box once the code has arrived. */
  busy?: boolean;
  /** The pointer came over the button or it took focus: a sign the shopper may open the box. */
  onIntent?: () => void;
  buttonClassName?: string;
  buttonStyle?: CSSProperties;
  badgeClassName?: string;
  badgeStyle?: CSSProperties;
}

/** The round floating button (44 px in the phone's strip, 48 px in the margin; `chat-dock.ts`) that opens and closes the chat box, with a badge reading 1 while a message is pending. */
export function ChatLauncher({
  buttonRef,
  boxId,
  isOpen,
  isNotification,
  onToggle,
  busy,
  onIntent,
  buttonClassName,
  buttonStyle,
  badgeClassName,
  badgeStyle,
}: ChatLauncherProps) {
  const label = isNotification ? 'Chat with us on WhatsApp, 1 new message' : 'Chat with us on WhatsApp';
  return (
    <chakra.button
      ref={buttonRef}
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      aria-controls={boxId}
      aria-busy={busy || undefined}
      onClick={onToggle}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      className={buttonClassName}
      style={buttonStyle}
      position="relative"
      display="flex"
      alignItems="center"
      justifyContent="center"
      flexShrink={0}
      boxSize="44px"
      rounded="full"
      bg="brand.navy"
      color="white"
      borderWidth="2px"
      borderColor="brand.gold"
      boxShadow="0 8px 24px rgba(20, 26, 42, 0.35)"
      cursor="pointer"
      transition="transform 0.15s ease-out, opacity 0.15s ease-out"
      _hover={{ transform: 'scale(1.05)' }}
      css={{ [CHAT_IN_MARGIN]: { width: '48px', height: '48px' } }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.gold', outlineOffset: '3px' }}
      _motionReduce={{ transition: 'none', _hover: { transform: 'none' } }}
    >
      {isOpen ? <CloseIcon size={24} /> : <ChatIcon />}
      {isNotification && (
        <chakra.span
          data-testid="chat-badge"
          aria-hidden="true"
          className={badgeClassName}
          style={badgeStyle}
          position="absolute"
          top="-1"
          right="-1"
          minW="22px"
          h="22px"
          px="1"
          display="flex"
          alignItems="center"
          justifyContent="center"
          rounded="full"
          bg="brand.sale"
          color="white"
          fontSize="xs"
          fontWeight="bold"
          borderWidth="2px"
          borderColor="white"
        >
          1
        </chakra.span>
      )}
    </chakra.button>
  );
}
