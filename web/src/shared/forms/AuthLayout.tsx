import { alertSlotRecipe } from '@chakra-theme/recipes/alert';
import { Alert, Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The login and sign-up pages' frame: a title, the form's card and a side panel (stacked on small screens). */
export function AuthLayout({
  title,
  intro,
  children,
  aside,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  aside: ReactNode;
}) {
  return (
    <Box maxW="5xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '8', md: '14' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.navy" textAlign="center" mb="2">
        {title}
      </Heading>
      {intro && (
        <Text textAlign="center" color="fg.muted" mb="8">
          {intro}
        </Text>
      )}
      <Grid templateColumns={{ base: '1fr', md: '3fr 2fr' }} gap={{ base: '6', md: '8' }} mt={intro ? 0 : 8}>
        <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="md" p={{ base: '5', md: '8' }} shadow="xs">
          {children}
        </Box>
        <Box
          as="aside"
          bg="brand.cream"
          borderTopWidth="3px"
          borderColor="brand.gold"
          rounded="md"
          p={{ base: '5', md: '8' }}
          alignSelf="start"
        >
          {aside}
        </Box>
      </Grid>
    </Box>
  );
}

/** A form-level message (a server answer): announced as an alert. */
export function FormAlert({
  status = 'error',
  children,
}: {
  status?: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  return (
    <Alert.Root
      recipe={alertSlotRecipe}
      status={status}
      role={status === 'error' ? 'alert' : 'status'}
      data-testid={`form-${status}`}
    >
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}

/** The side panel's heading and text. */
export function AsidePanel({ heading, text, children }: { heading: string; text: string; children: ReactNode }) {
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg" color="brand.navy">
        {heading}
      </Heading>
      <Text color="fg.muted">{text}</Text>
      {children}
    </Stack>
  );
}
