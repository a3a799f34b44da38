import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { STORE, storeAddressLine } from '../../shared/store-info';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" gap="3" align="start">
      <Box color="brand.gold" pt="0.5" aria-hidden>
        {icon}
      </Box>
      <Box>
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Box fontWeight="medium">{children}</Box>
      </Box>
    </Stack>
  );
}

/** The store's own contact details beside the Contact Us form (phone, email, the Jaipur address, hours). */
export function ContactInfo() {
  return (
    <Box
      as="aside"
      aria-labelledby="contact-info-heading"
      bg="brand.cream"
      borderTopWidth="3px"
      borderColor="brand.gold"
      rounded="md"
      p={{ base: '4', md: '6' }}
      data-testid="contact-info"
    >
      <Heading as="h2" id="contact-info-heading" size="md" color="brand.navy" mb="4">
        Reach us directly
      </Heading>
      <Stack gap="4">
        <Row icon={<Phone size={18} />} label="Phone">
          <Link href={`tel:+${STORE.whatsappNumber}`} color="brand.navy">
            {STORE.phoneDisplay}
          </Link>
        </Row>
        <Row icon={<Mail size={18} />} label="Email">
          <Link href={`mailto:${STORE.email}`} color="brand.navy">
            {STORE.email}
          </Link>
        </Row>
        <Row icon={<MapPin size={18} />} label="Address">
          <address style={{ fontStyle: 'normal' }}>{storeAddressLine()}</address>
        </Row>
        <Row icon={<Clock size={18} />} label="Hours">
          {STORE.hours}
        </Row>
      </Stack>
    </Box>
  );
}
