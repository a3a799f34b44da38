import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useResponseStatus } from './render-context';

export const UNAVAILABLE_TITLE = 'We could not load this just now';
export const UNAVAILABLE_TEXT = 'The store is having trouble right now. Please try again in a moment.';

/**
 * What a page (or a part of one) shows when the store could not answer: the reason in words and a way to try again,
 * never an empty grid. A whole page in this state answers 503 from the server.
 */
export function StoreUnavailable({
  onRetry,
  heading = UNAVAILABLE_TITLE,
  wholePage = true,
}: {
  onRetry: () => void;
  heading?: string;
  /** A part of a page (a header's categories) keeps the page's status. */
  wholePage?: boolean;
}) {
  useResponseStatus(wholePage ? 503 : 200);
  return (
    <Box role="alert" textAlign="center" py={wholePage ? '16' : '4'} px="4" data-testid="store-unavailable">
      <Heading as={wholePage ? 'h2' : 'p'} size={wholePage ? 'xl' : 'sm'} mb="2">
        {heading}
      </Heading>
      <Text color="fg.muted" mb="4" fontSize={wholePage ? 'md' : 'sm'}>
        {UNAVAILABLE_TEXT}
      </Text>
      <Button size={wholePage ? 'md' : 'sm'} bg="brand.navy" color="white" onClick={onRetry}>
        Try again
      </Button>
    </Box>
  );
}
