import { Box, Button, chakra, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { usePageHead } from '../../app/head/use-page-head';
import { useSession } from '../../shared/session/session';
import { POLICY_SECTIONS, TERMS_UPDATED } from './policy-copy';

/** /policy (Terms & Conditions): the banner, the five sections and, for signed-in buyers, the way to a return. */
export default function PolicyPage() {
  usePageHead({ title: 'Terms & Conditions | Sutra' });
  return (
    <>
      <Box position="relative" h={{ base: '44', md: '64' }} overflow="hidden" bg="brand.navy">
        <chakra.img
          src="/banners/policy.svg"
          alt=""
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit="cover"
          data-testid="policy-banner"
        />
        <Flex position="relative" h="full" direction="column" align="center" justify="center" px="4" color="white">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} fontWeight="normal" textAlign="center">
            Terms &amp; Conditions
          </Heading>
          <Text mt="2" fontSize="sm" letterSpacing="wider" color="brand.cream">
            Last updated {TERMS_UPDATED}
          </Text>
        </Flex>
      </Box>

      <Flex
        maxW="6xl"
        mx="auto"
        px={{ base: '4', md: '8' }}
        py={{ base: '8', md: '12' }}
        gap={{ base: '8', lg: '14' }}
        direction={{ base: 'column', lg: 'row' }}
        align="flex-start"
      >
        <Box as="nav" aria-label="On this page" flexShrink="0" w={{ lg: '60' }} position={{ lg: 'sticky' }} top="28">
          <Text fontSize="xs" fontWeight="semibold" letterSpacing="widest" textTransform="uppercase" mb="3">
            On this page
          </Text>
          <Stack as="ul" gap="2" listStyleType="none">
            {POLICY_SECTIONS.map((s) => (
              <li key={s.id}>
                <Link href={`#${s.id}`} color="brand.navy">
                  {s.title}
                </Link>
              </li>
            ))}
          </Stack>
          <ReturnPanel />
        </Box>

        <Stack gap="10" maxW="3xl" lineHeight="tall">
          {POLICY_SECTIONS.map((s) => (
            <Box as="section" key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} scrollMarginTop="28">
              <Heading as="h2" id={`${s.id}-title`} size="xl" fontWeight="normal" mb="4">
                {s.title}
              </Heading>
              <Stack gap="3">{s.body}</Stack>
            </Box>
          ))}
        </Stack>
      </Flex>
    </>
  );
}

/** The spec's Return link, for signed-in buyers; guests are offered a login that leads there. */
function ReturnPanel() {
  const { signedIn } = useSession();
  return (
    <Box mt="8" p="5" bg="brand.cream" borderRadius="md" data-testid="policy-returns">
      <Text fontWeight="semibold" mb="1">
        Returns &amp; exchanges
      </Text>
      {signedIn ? (
        <>
          <Text fontSize="sm" mb="3">
            Something not right? Tell us about it and we will reply within one working day.
          </Text>
          <Button asChild size="sm" bg="brand.navy" color="white">
            <RouterLink to="/profile/return">Request a Return</RouterLink>
          </Button>
        </>
      ) : (
        <Text fontSize="sm">
          Returns are requested from your account.{' '}
          <Link asChild color="brand.navy" textDecoration="underline">
            <RouterLink to={`/login?redirect=${encodeURIComponent('/profile/return')}`}>Log in</RouterLink>
          </Link>{' '}
          to start one.
        </Text>
      )}
    </Box>
  );
}
