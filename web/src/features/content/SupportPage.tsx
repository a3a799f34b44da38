import { accordionSlotRecipe } from '@chakra-theme/recipes/accordion';
import { Accordion, Box, Button, chakra, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { usePageHead } from '../../app/head/use-page-head';
import { STORE, storeAddressLine } from '../../shared/store-info';
import { FAQ_TOPICS, PAYMENT_STEPS, SUPPORT_INTRO } from './support-copy';

/**
 * /support, linked from the checkout's Payment Failed modal and the footer: ways to reach us, what to do when a
 * payment fails, and answers by topic. An address such as /support#returns scrolls to that topic.
 */
export default function SupportPage() {
  usePageHead({ title: 'Help & Support | Sutra' });
  useScrollToHash();
  return (
    <>
      <Box bg="brand.cream" py={{ base: '10', md: '14' }} px="4" textAlign="center">
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} fontWeight="normal" mb="3">
          Help &amp; Support
        </Heading>
        <Box maxW="2xl" mx="auto" color="fg.muted">
          {SUPPORT_INTRO}
        </Box>
      </Box>
      <Stack
        maxW="6xl"
        mx="auto"
        px={{ base: '4', md: '8' }}
        py={{ base: '8', md: '12' }}
        gap={{ base: '10', md: '14' }}
      >
        <ContactChannels />
        <PaymentHelp />
        <Box as="section" aria-labelledby="faq-title">
          <Heading as="h2" id="faq-title" size={{ base: 'xl', md: '2xl' }} fontWeight="normal" mb="6">
            Frequently asked questions
          </Heading>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '8', lg: '10' }}>
            {FAQ_TOPICS.map((topic) => (
              <Box key={topic.id} id={topic.id} scrollMarginTop="28" data-testid={`faq-${topic.id}`}>
                <Heading as="h3" size="lg" mb="2">
                  {topic.title}
                </Heading>
                <Accordion.Root recipe={accordionSlotRecipe} collapsible multiple>
                  {topic.faqs.map((faq) => (
                    <Accordion.Item key={faq.question} value={faq.question}>
                      <Accordion.ItemTrigger py="3" fontWeight="medium">
                        <Box as="span" flex="1" textAlign="start">
                          {faq.question}
                        </Box>
                        <Accordion.ItemIndicator />
                      </Accordion.ItemTrigger>
                      <Accordion.ItemContent>
                        <Accordion.ItemBody pt="0" pb="4" color="fg.muted" lineHeight="tall">
                          {faq.answer}
                        </Accordion.ItemBody>
                      </Accordion.ItemContent>
                    </Accordion.Item>
                  ))}
                </Accordion.Root>
              </Box>
            ))}
          </SimpleGrid>
        </Box>
        <MoreHelp />
      </Stack>
    </>
  );
}

function ContactChannels() {
  return (
    <Box as="section" aria-labelledby="contact-title">
      <Heading as="h2" id="contact-title" size={{ base: 'xl', md: '2xl' }} fontWeight="normal" mb="6">
        Talk to us
      </Heading>
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="5" listStyleType="none">
        <Channel icon={<Phone aria-hidden />} title="Call us" note={STORE.hours}>
          <Link href={`tel:${STORE.phoneDisplay.replace(/\s/g, '')}`} color="brand.navy" fontWeight="semibold">
            {STORE.phoneDisplay}
          </Link>
        </Channel>
        <Channel
          icon={<MessageCircle aria-hidden />}
          title="WhatsApp the Style Desk"
          note="Usually replies within an hour"
        >
          <Link
            href={`https://wa.me/${STORE.whatsappNumber}`}
            target="_blank"
            rel="noopener noreferrer"
            color="brand.navy"
            fontWeight="semibold"
          >
            Start a chat<chakra.span srOnly> (opens WhatsApp in a new tab)</chakra.span>
          </Link>
        </Channel>
        <Channel icon={<Mail aria-hidden />} title="Write to us" note="We answer within one working day">
          <Link href={`mailto:${STORE.email}`} color="brand.navy" fontWeight="semibold">
            {STORE.email}
          </Link>
        </Channel>
        <Channel icon={<MapPin aria-hidden />} title="Visit the atelier" note={STORE.hours}>
          <Text fontWeight="semibold">{storeAddressLine()}</Text>
        </Channel>
      </SimpleGrid>
    </Box>
  );
}

function Channel({
  icon,
  title,
  note,
  children,
}: {
  icon: ReactNode;
  title: string;
  note: string;
  children: ReactNode;
}) {
  return (
    <Box as="li" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="5">
      <Box color="brand.navy" mb="2">
        {icon}
      </Box>
      <Heading as="h3" size="md" mb="1">
        {title}
      </Heading>
      <Box fontSize="sm">{children}</Box>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {note}
      </Text>
    </Box>
  );
}

function PaymentHelp() {
  return (
    <Box
      as="section"
      id="payment"
      aria-labelledby="payment-title"
      scrollMarginTop="28"
      bg="brand.cream"
      borderRadius="md"
      p={{ base: '5', md: '8' }}
    >
      <Heading as="h2" id="payment-title" size={{ base: 'xl', md: '2xl' }} fontWeight="normal" mb="4">
        Payment didn’t go through?
      </Heading>
      <chakra.ol ps="5" listStyleType="decimal" display="grid" gap="2" maxW="3xl" lineHeight="tall">
        {PAYMENT_STEPS.map((step, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed steps, in a fixed order.
          <li key={i}>{step}</li>
        ))}
      </chakra.ol>
    </Box>
  );
}

function MoreHelp() {
  return (
    <Box as="section" aria-labelledby="more-help-title" textAlign="center">
      <Heading as="h2" id="more-help-title" size="xl" fontWeight="normal" mb="4">
        From your account
      </Heading>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="center">
        <Button asChild bg="brand.navy" color="white">
          <RouterLink to="/profile/contact">Send us a query</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/profile/return">Request a return</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/profile/feedback">Share feedback</RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}

/** Scrolls to the element the address's #fragment names once the page is there (the router scrolls to the top). */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const frame = requestAnimationFrame(() =>
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView(),
    );
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}
