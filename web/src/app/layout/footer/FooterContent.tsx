import { accordionSlotRecipe } from '@chakra-theme/recipes/accordion';
import { Accordion, Box, chakra, Flex, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { STORE } from '../../../shared/store-info';
import { type FooterLink, HELP_LINKS, USEFUL_LINKS } from './footer-links';
import { NewsletterForm } from './NewsletterForm';
import { SocialIcon } from './SocialIcon';

/** From this width (Chakra's `md`) the three columns stand side by side; below it they fold into an accordion. */
export const FOOTER_COLUMNS_MIN_WIDTH = 768;
const COLUMNS_FROM = 'md';

interface Column {
  value: string;
  title: string;
  body: ReactNode;
}

const linkStyle = {
  color: 'brand.cream',
  fontSize: 'sm',
  _hover: { color: 'white', textDecoration: 'underline' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.gold', outlineOffset: '2px' },
} as const;

function LinkList({ links }: { links: readonly FooterLink[] }) {
  return (
    <Flex as="ul" direction="column" gap="2" listStyleType="none">
      {links.map((l) => (
        <li key={l.to}>
          <Link asChild {...linkStyle}>
            <RouterLink to={l.to}>{l.label}</RouterLink>
          </Link>
        </li>
      ))}
    </Flex>
  );
}

function ContactDetails() {
  const { address } = STORE;
  return (
    <Flex direction="column" gap="2" fontSize="sm">
      <chakra.address fontStyle="normal" lineHeight="tall" data-testid="footer-address">
        {STORE.legalName}
        <br />
        {address.line1}
        <br />
        {address.city}, {address.state} {address.pincode}
      </chakra.address>
      <Link href={`mailto:${STORE.email}`} {...linkStyle}>
        {STORE.email}
      </Link>
      <Link href={`tel:${STORE.phoneDisplay.replace(/\s/g, '')}`} {...linkStyle}>
        {STORE.phoneDisplay}
      </Link>
      <Text opacity={0.85}>{STORE.hours}</Text>
      <Link asChild {...linkStyle}>
        <RouterLink to="/profile/contact">Send us a query</RouterLink>
      </Link>
    </Flex>
  );
}

const COLUMNS: readonly Column[] = [
  { value: 'help', title: 'Help', body: <LinkList links={HELP_LINKS} /> },
  { value: 'useful', title: 'Useful Links', body: <LinkList links={USEFUL_LINKS} /> },
  { value: 'contact', title: 'Contact Us', body: <ContactDetails /> },
];

function SocialLinks() {
  return (
    <Flex as="ul" gap="2" listStyleType="none" aria-label="Sutra elsewhere">
      {STORE.social.map((s) => (
        <li key={s.network}>
          <Link
            href={s.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Sutra on ${s.network} (opens in a new tab)`}
            display="inline-flex"
            p="2.5"
            borderWidth="1px"
            borderColor="whiteAlpha.500"
            borderRadius="full"
            color="brand.cream"
            _hover={{ bg: 'whiteAlpha.200', color: 'white' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.gold', outlineOffset: '2px' }}
          >
            <SocialIcon network={s.network} />
          </Link>
        </li>
      ))}
    </Flex>
  );
}

function Brand() {
  return (
    <Flex direction="column" gap="3" maxW="xs">
      <Text fontFamily="heading" fontSize="2xl" letterSpacing="0.3em" fontWeight="bold">
        SUTRA
      </Text>
      <Text fontSize="sm" opacity={0.9}>
        Suits, blazers and festive wear, cut and finished by hand in our Jaipur atelier since 2016.
      </Text>
      <SocialLinks />
    </Flex>
  );
}

/**
 * Help, Useful Links and Contact Us: three columns on wide screens, an accordion on small ones. Both are in the page
 * and CSS shows the one that fits, so the server's HTML is what the app renders at any width.
 */
function Columns() {
  return (
    <>
      <Box display="contents" hideBelow={COLUMNS_FROM} data-testid="footer-columns">
        {COLUMNS.map((c) => (
          <Box as="section" key={c.value} aria-labelledby={`footer-${c.value}`}>
            <Heading
              as="h2"
              id={`footer-${c.value}`}
              size="sm"
              letterSpacing="wider"
              textTransform="uppercase"
              color="brand.gold"
              mb="4"
            >
              {c.title}
            </Heading>
            {c.body}
          </Box>
        ))}
      </Box>
      <FoldedColumns />
    </>
  );
}

function FoldedColumns() {
  return (
    <Accordion.Root
      recipe={accordionSlotRecipe}
      collapsible
      multiple
      hideFrom={COLUMNS_FROM}
      data-testid="footer-accordion"
    >
      {COLUMNS.map((c) => (
        <Accordion.Item key={c.value} value={c.value} borderColor="whiteAlpha.300">
          <Heading as="h2" size="sm">
            <Accordion.ItemTrigger py="4" letterSpacing="wider" textTransform="uppercase" color="brand.gold">
              <Box as="span" flex="1" textAlign="start">
                {c.title}
              </Box>
              <Accordion.ItemIndicator color="brand.cream" />
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody pt="0" pb="5">
              {c.body}
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

/** Everything inside the footer; its own chunk (see Footer.tsx). */
export default function FooterContent() {
  return (
    <>
      <Box bg="brand.cream" color="brand.navy">
        <Box maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py="8">
          <Box maxW="2xl">
            <NewsletterForm />
          </Box>
        </Box>
      </Box>
      <SimpleGrid
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '8' }}
        py="10"
        gap={{ base: '8', md: '10' }}
        columns={{ base: 1, md: 4 }}
      >
        <Brand />
        <Columns />
      </SimpleGrid>
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '8' }}
        py="5"
        borderTopWidth="1px"
        borderColor="whiteAlpha.300"
        justify="space-between"
        gap="2"
        direction={{ base: 'column', md: 'row' }}
        fontSize="xs"
        opacity={0.9}
      >
        <Text>
          © {new Date().getFullYear()} {STORE.legalName}. Prices in ₹ include GST.
        </Text>
        <Link asChild {...linkStyle} fontSize="xs">
          <RouterLink to="/policy">Terms &amp; Conditions</RouterLink>
        </Link>
      </Flex>
    </>
  );
}
