import { Box, Button, type ButtonProps, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * The page a cash-on-delivery order's signed link opens (confirm or cancel): it asks before it acts (a mail scanner or
 * a link preview opening it does nothing), then says what was done, or why not.
 */
export function CodAnswerPage(props: {
  heading: string;
  /** What was done, once done (`role="status"`), else null. */
  done: ReactNode | null;
  doneTestId: string;
  question: string;
  action: string;
  actionStyle: ButtonProps;
  onAction: () => void;
  loading: boolean;
  /** The link lacks its order or token: nothing to act on. */
  incomplete: boolean;
  /** Why the store refused, or (for an incomplete link) why there is nothing to do. */
  refusal: string | undefined;
}) {
  const { done, incomplete, refusal } = props;
  return (
    <Box maxW="lg" mx="auto" px="4" py="10">
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {props.heading}
        </Heading>
        {done ? (
          <Text role="status" data-testid={props.doneTestId}>
            {done}
          </Text>
        ) : (
          <>
            <Text>{props.question}</Text>
            <Button
              alignSelf="start"
              {...props.actionStyle}
              loading={props.loading}
              disabled={incomplete}
              onClick={props.onAction}
            >
              {props.action}
            </Button>
            {refusal && (
              <Text role="alert" color="red.700">
                {refusal}
              </Text>
            )}
          </>
        )}
        <Link asChild color="brand.navy" textDecoration="underline">
          <RouterLink to="/profile/orders">My orders</RouterLink>
        </Link>
      </Stack>
    </Box>
  );
}
