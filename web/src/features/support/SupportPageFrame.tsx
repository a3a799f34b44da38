import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageHead } from '../../app/head/use-page-head';

/** A profile support page: its title, an introduction and the form's card (and anything beside it). */
export function SupportPageFrame({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  usePageHead({ title: `${title} | Sutra`, noindex: true });
  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size="2xl" color="brand.navy">
          {title}
        </Heading>
        <Text color="fg.muted" mt="2">
          {intro}
        </Text>
      </Box>
      {children}
    </Stack>
  );
}

/** The white card a support form sits in. */
export function FormCard({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      as="section"
      aria-label={label}
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      bg="white"
      p={{ base: '4', md: '6' }}
    >
      {children}
    </Box>
  );
}
