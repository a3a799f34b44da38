import { Box, Button, chakra, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Printer } from 'lucide-react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePageHead } from '../../../app/head/use-page-head';
import { InvoiceItemsTable } from './InvoiceItemsTable';
import { AmountInWords, HsnSummary, InvoiceTotalsBox } from './InvoiceTaxSummary';
import { computeInvoice } from '@sutra/rules';
import {
  INTER_STATE_INVOICE,
  INTRA_STATE_INVOICE,
  INVOICE_TERMS,
  type Party,
  type SampleInvoice,
  SELLER,
} from './invoice-samples';
import { INVOICE_CLASS, INVOICE_PRINT_CSS } from './print-styles';

const Label = chakra('dt', { base: { color: 'fg.muted', whiteSpace: 'nowrap' } });
const Value = chakra('dd', { base: { fontWeight: 'medium' } });
const SectionTitle = chakra('h2', {
  base: { fontSize: 'xs', fontWeight: 'bold', letterSpacing: 'wider', textTransform: 'uppercase', mb: '1' },
});

/** A sample tax invoice page (/invoice-1, /invoice-2): the document, a Print button and the way to the other one. */
export function TaxInvoicePage({ invoice }: { invoice: SampleInvoice }) {
  usePageHead({ title: `Sample Tax Invoice ${invoice.number} | Sutra`, noindex: true });
  const other = invoice.path === '/invoice-1' ? INTER_STATE_INVOICE : INTRA_STATE_INVOICE;
  return (
    <Box maxW={{ base: '5xl', xl: '6xl' }} mx="auto" px={{ base: '3', md: '8' }} py={{ base: '6', md: '10' }}>
      <style>{INVOICE_PRINT_CSS}</style>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="4">
        <Text fontSize="sm" color="fg.muted">
          A sample of the tax invoice that comes with every Sutra order. {invoice.caption}.{' '}
          <Link asChild color="brand.navy" textDecoration="underline">
            <RouterLink to={other.path}>See the other sample ({other.caption.split(':')[1]?.trim()})</RouterLink>
          </Link>
        </Text>
        <Button size="sm" variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden /> Print invoice
        </Button>
      </Flex>
      <TaxInvoice invoice={invoice} />
    </Box>
  );
}

export function TaxInvoice({ invoice }: { invoice: SampleInvoice }) {
  const totals = useMemo(() => computeInvoice(invoice.lines, invoice.supply), [invoice]);
  const taxNote =
    invoice.supply === 'intra-state'
      ? 'Supply within Rajasthan: GST charged as CGST and SGST, half the rate each.'
      : `Supply from Rajasthan to ${invoice.shipTo.state}: GST charged as IGST.`;
  return (
    <Box
      as="article"
      className={INVOICE_CLASS}
      aria-labelledby="invoice-title"
      bg="white"
      borderWidth="1px"
      borderColor="gray.300"
      boxShadow="sm"
      p={{ base: '4', md: '8' }}
      data-testid="tax-invoice"
    >
      <Flex
        justify="space-between"
        gap="6"
        direction={{ base: 'column', md: 'row' }}
        _print={{ flexDirection: 'row' }}
        pb="5"
        borderBottomWidth="2px"
      >
        <Box fontSize="sm">
          <Text fontFamily="heading" fontSize="2xl" letterSpacing="0.3em" fontWeight="bold" color="brand.navy">
            SUTRA
          </Text>
          <Text fontWeight="semibold">{SELLER.name}</Text>
          {SELLER.lines.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
          <Text>
            {SELLER.email} · {SELLER.phone}
          </Text>
          <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" mt="2">
            <Label>GSTIN</Label>
            <Value data-testid="seller-gstin">{SELLER.gstin}</Value>
            <Label>PAN</Label>
            <Value>{SELLER.pan}</Value>
            <Label>CIN</Label>
            <Value>{SELLER.cin}</Value>
          </chakra.dl>
        </Box>
        <Box textAlign={{ md: 'end' }} _print={{ textAlign: 'end' }}>
          <Heading as="h1" id="invoice-title" size="2xl" letterSpacing="wider" textTransform="uppercase">
            Tax Invoice
          </Heading>
          <Text fontSize="xs" color="fg.muted" mb="3">
            Original for recipient
          </Text>
          <chakra.dl
            display="grid"
            gridTemplateColumns="auto auto"
            justifyContent={{ md: 'end' }}
            _print={{ justifyContent: 'end' }}
            columnGap="3"
            fontSize="sm"
            textAlign="start"
          >
            <Label>Invoice no.</Label>
            <Value>{invoice.number}</Value>
            <Label>Invoice date</Label>
            <Value>{invoice.date}</Value>
            <Label>Order no.</Label>
            <Value>{invoice.orderNumber}</Value>
            <Label>Order date</Label>
            <Value>{invoice.orderDate}</Value>
            <Label>Place of supply</Label>
            <Value data-testid="place-of-supply">
              {invoice.shipTo.stateCode} – {invoice.shipTo.state}
            </Value>
            <Label>Reverse charge</Label>
            <Value>No</Value>
          </chakra.dl>
        </Box>
      </Flex>

      <SimpleGrid
        columns={{ base: 1, md: 2 }}
        _print={{ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
        gap="6"
        py="5"
        fontSize="sm"
      >
        <PartyBlock title="Bill to" party={invoice.billTo} />
        <PartyBlock title="Ship to" party={invoice.shipTo} />
      </SimpleGrid>

      <InvoiceItemsTable lines={totals.lines} supply={invoice.supply} />

      <Flex
        justify="space-between"
        gap="6"
        mt="5"
        direction={{ base: 'column-reverse', md: 'row' }}
        _print={{ flexDirection: 'row' }}
      >
        <Stack gap="2" maxW="md" fontSize="sm">
          <AmountInWords paise={totals.payablePaise} />
          <Text>{taxNote}</Text>
          <Text>
            <chakra.span fontWeight="semibold">Payment: </chakra.span>
            {invoice.payment}
          </Text>
          <Text>
            <chakra.span fontWeight="semibold">Shipped via: </chakra.span>
            {invoice.courier}
          </Text>
        </Stack>
        <InvoiceTotalsBox totals={totals} supply={invoice.supply} />
      </Flex>

      <Box mt="8">
        <HsnSummary totals={totals} supply={invoice.supply} />
      </Box>

      <Flex
        as="section"
        mt="8"
        gap="8"
        justify="space-between"
        direction={{ base: 'column', md: 'row' }}
        _print={{ flexDirection: 'row' }}
      >
        <Box fontSize="xs" maxW="xl">
          <SectionTitle>Terms &amp; conditions</SectionTitle>
          <chakra.ol ps="4" listStyleType="decimal" display="grid" gap="1">
            {INVOICE_TERMS.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </chakra.ol>
        </Box>
        <Box textAlign={{ md: 'end' }} _print={{ textAlign: 'end' }} fontSize="sm" flexShrink="0">
          <Text>For {SELLER.name}</Text>
          <Text fontFamily="heading" fontStyle="italic" fontSize="xl" color="brand.navy" my="3">
            Meera Shekhawat
          </Text>
          <Text fontWeight="semibold">Authorised Signatory</Text>
        </Box>
      </Flex>

      <Text mt="8" pt="3" borderTopWidth="1px" fontSize="xs" color="fg.muted" textAlign="center">
        This is a computer-generated invoice. Registered office: {SELLER.lines.join(', ')}. Questions about this
        invoice? Write to {SELLER.email}.
      </Text>
    </Box>
  );
}

function PartyBlock({ title, party }: { title: string; party: Party }) {
  return (
    <Box>
      <SectionTitle>{title}</SectionTitle>
      <Text fontWeight="semibold">{party.name}</Text>
      {party.lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      <Text>
        State: {party.state} (code {party.stateCode})
      </Text>
      <Text>GSTIN: {party.gstin ?? 'Unregistered (consumer)'}</Text>
    </Box>
  );
}
