import { Box, chakra, Flex, IconButton, Image, Input, Text, VisuallyHidden } from '@chakra-ui/react';
import { type CSSProperties, type FormEvent, type RefObject, useState } from 'react';
import { CHAT_IN_MARGIN } from './chat-dock';
import { CloseIcon, SendIcon } from './chat-icons';
import type { ChatState } from './chat-reducer';
import { CHAT_BACKGROUND, type ChatColors, formatTime } from './chat-settings';

export interface ChatBoxProps {
  ids: { box: string; title: string; status: string };
  state: ChatState;
  messageTime: Date | null;
  accountName: string;
  avatar: string;
  statusMessage: string;
  chatMessage: string;
  placeholder: string;
  darkMode: boolean;
  colors: ChatColors;
  chatboxHeight: number;
  chatboxClassName?: string;
  chatboxStyle?: CSSProperties;
  inputRef: RefObject<HTMLInputElement | null>;
  onClose: () => void;
  /** The typed text, trimmed and never blank. */
  onSend: (text: string) => void;
}

/**
 * The chat box: a non-modal dialog with the account's header, the welcome message (after a typing indicator) and the
 * field whose text is handed over to WhatsApp. It stays mounted while closed (`hidden`), so a half-typed message
 * survives a closing.
 */
export function ChatBox({
  ids,
  state,
  messageTime,
  accountName,
  avatar,
  statusMessage,
  chatMessage,
  placeholder,
  darkMode,
  colors,
  chatboxHeight,
  chatboxClassName,
  chatboxStyle,
  inputRef,
  onClose,
  onSend,
}: ChatBoxProps) {
  return (
    <Flex
      id={ids.box}
      role="dialog"
      aria-labelledby={ids.title}
      aria-describedby={ids.status}
      hidden={!state.isOpen}
      className={chatboxClassName}
      style={{ height: chatboxHeight, ...chatboxStyle }}
      position="absolute"
      bottom="calc(100% + 12px)"
      right="4"
      css={{ [CHAT_IN_MARGIN]: { right: 0 } }}
      w="min(360px, calc(100vw - 32px))"
      maxH="calc(100dvh - 112px)"
      direction="column"
      bg={colors.surface}
      color={colors.text}
      rounded="xl"
      boxShadow="0 18px 48px rgba(20, 26, 42, 0.28)"
      overflow="hidden"
      animationName="fade-in, slide-from-bottom"
      animationDuration="moderate"
      _motionReduce={{ animation: 'none' }}
    >
      <Flex as="header" align="center" gap="3" px="4" py="2.5" bg="brand.navy" color="white" flexShrink={0}>
        <Image
          src={avatar}
          alt=""
          htmlWidth={60}
          htmlHeight={60}
          data-testid="chat-avatar"
          style={{ width: 60, height: 60 }}
          flexShrink={0}
          rounded="full"
          objectFit="cover"
          borderWidth="2px"
          borderColor="brand.gold"
        />
        <Box flex="1" minW="0">
          <Text as="h2" id={ids.title} fontFamily="heading" fontSize="lg" fontWeight="semibold" lineClamp={1}>
            {accountName}
          </Text>
          <Text id={ids.status} fontSize="xs" color="brand.cream" opacity={0.85}>
            {statusMessage}
          </Text>
        </Box>
        <IconButton
          aria-label="Close chat"
          variant="ghost"
          size="sm"
          rounded="full"
          color="white"
          _hover={{ bg: 'whiteAlpha.200' }}
          onClick={onClose}
        >
          <CloseIcon />
        </IconButton>
      </Flex>

      <Box
        data-testid="chat-body"
        flex="1"
        overflowY="auto"
        px="3"
        py="3"
        bg={colors.canvas}
        style={{ backgroundImage: `url("${darkMode ? CHAT_BACKGROUND.dark : CHAT_BACKGROUND.light}")` }}
        aria-live="polite"
      >
        {state.isDelay ? (
          <Flex
            data-testid="chat-typing"
            display="inline-flex"
            gap="1.5"
            px="4"
            py="3"
            bg={colors.bubble}
            rounded="xl"
            roundedTopLeft="sm"
            boxShadow="xs"
          >
            <VisuallyHidden>{accountName} is typing…</VisuallyHidden>
            {[0, 0.2, 0.4].map((delay) => (
              <Box
                key={delay}
                aria-hidden="true"
                boxSize="2"
                rounded="full"
                bg={colors.muted}
                animation="pulse 1.2s ease-in-out infinite"
                style={{ animationDelay: `${delay}s` }}
                _motionReduce={{ animation: 'none' }}
              />
            ))}
          </Flex>
        ) : (
          <Box
            data-testid="chat-message"
            maxW="90%"
            px="3.5"
            py="2.5"
            bg={colors.bubble}
            rounded="xl"
            roundedTopLeft="sm"
            boxShadow="xs"
          >
            <Text fontSize="xs" fontWeight="semibold" color={colors.accent} mb="1">
              {accountName}
            </Text>
            <Text fontSize="sm" lineHeight="1.5">
              {chatMessage}
            </Text>
            {messageTime && (
              <Text as="time" display="block" textAlign="right" fontSize="2xs" color={colors.muted} mt="0.5">
                {formatTime(messageTime)}
              </Text>
            )}
          </Box>
        )}
      </Box>

      <ChatMessageForm placeholder={placeholder} colors={colors} inputRef={inputRef} onSend={onSend} />
    </Flex>
  );
}

function ChatMessageForm({
  placeholder,
  colors,
  inputRef,
  onSend,
}: Pick<ChatBoxProps, 'placeholder' | 'colors' | 'inputRef' | 'onSend'>) {
  const [message, setMessage] = useState('');
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = message.trim();
    if (!text) return;
    onSend(text);
    setMessage('');
  };
  return (
    <chakra.form
      onSubmit={send}
      display="flex"
      gap="2"
      px="3"
      py="3"
      bg={colors.surface}
      borderTopWidth="1px"
      borderColor={colors.border}
      flexShrink={0}
    >
      <Input
        ref={inputRef}
        aria-label="Your message"
        placeholder={placeholder}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        rounded="full"
        size="sm"
        bg={colors.field}
        color={colors.text}
        borderColor={colors.border}
        autoComplete="off"
        enterKeyHint="send"
      />
      <IconButton
        type="submit"
        aria-label="Send on WhatsApp"
        size="sm"
        rounded="full"
        bg="#128c7e"
        color="white"
        _hover={{ bg: '#0e6f64' }}
        disabled={!message.trim()}
      >
        <SendIcon />
      </IconButton>
    </chakra.form>
  );
}
