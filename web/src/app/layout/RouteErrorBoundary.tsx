import { Box, Heading, Text } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/**
 * Catches a page that fails while rendering and shows the router's classic default screen ('Unexpected
 * Application Error!' with the message) inside the layout, so the header still offers a way on. It resets when the
 * path changes (the layout keys it by path).
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    console.error('Unhandled error while rendering a page', error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Box maxW="3xl" mx="auto" px="4" py="20" role="alert">
        <Heading as="h2" size="xl" mb="3">
          Unexpected Application Error!
        </Heading>
        <Text as="h3" fontStyle="italic" color="fg.muted">
          {error.message}
        </Text>
      </Box>
    );
  }
}
