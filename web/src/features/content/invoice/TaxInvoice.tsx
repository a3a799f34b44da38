import { Box, Button, chakra, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { computeInvoice, rupeesInWords } from '@sutra/rules';
import { Printer } from 'lucide-react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePageHead } from '../../../app/head/use-page-head';
import { InvoiceItemsTable } from './InvoiceItemsTable';
import { AmountInWords, HsnSummary, InvoiceTotalsBox } from './InvoiceTaxSummary';
import { INTER_STATE_INVOICE, INTRA_STATE_INVOICE, INVOICE_TERMS, type SampleInvoice, SELLER } from './invoice-samples';
import type { InvoicePartyView, InvoiceView } from './invoice-view';
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
  const view = useMemo(() => sampleView(invoice), [invoice]);
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
      <TaxInvoice invoice={view} />
    </Box>
  );
}

/** A sample, computed with the shared invoice rules as an issued invoice is. */
function sampleView(invoice: SampleInvoice): InvoiceView {
  const totals = computeInvoice(invoice.lines, invoice.supply);
  return {
    kind: 'invoice',
    number: invoice.number,
    date: invoice.date,
    orderNumber: invoice.orderNumber,
    orderDate: invoice.orderDate,
    supply: invoice.supply,
    seller: SELLER,
    placeOfSupply: { state: invoice.shipTo.state, stateCode: invoice.shipTo.stateCode },
    billTo: invoice.billTo,
    shipTo: invoice.shipTo,
    totals,
    amountInWords: rupeesInWords(totals.payablePaise),
    payment: invoice.payment,
    courier: invoice.courier,
    freeShipping: true,
    terms: INVOICE_TERMS,
    signatory: 'Meera Shekhawat',
  };
}

/**
 * The tax invoice (or credit note) document. `headingLevel` 2 when the page has its own heading, or the document
 * follows another (an invoice's credit note below it).
 */
export function TaxInvoice({ invoice, headingLevel = 1 }: { invoice: InvoiceView; headingLevel?: 1 | 2 }) {
  const { totals } = invoice;
  const seller = invoice.seller;
  const taxNote =
    invoice.supply === 'intra-state'
      ? `Supply within ${seller.state}: GST charged as CGST and SGST, half the rate each.`
      : `Supply from ${seller.state} to ${invoice.placeOfSupply.state}: GST charged as IGST.`;
  const isInvoice = invoice.kind === 'invoice';
  const titleId = isInvoice ? 'invoice-title' : 'credit-note-title';
  return (
    <Box
      as="article"
      className={INVOICE_CLASS}
      aria-labelledby={titleId}
      bg="white"
      borderWidth="1px"
      borderColor="gray.300"
      boxShadow="sm"
      p={{ base: '4', md: '8' }}
      data-testid={isInvoice ? 'tax-invoice' : 'credit-note'}
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
          <Text fontWeight="semibold">{seller.name}</Text>
          {seller.lines.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
          <Text>
            {seller.email} · {seller.phone}
          </Text>
          <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" mt="2">
            <Label>GSTIN</Label>
            <Value data-testid="seller-gstin">{seller.gstin}</Value>
            <Label>PAN</Label>
            <Value>{seller.pan}</Value>
            {seller.cin && (
              <>
                <Label>CIN</Label>
                <Value>{seller.cin}</Value>
              </>
            )}
          </chakra.dl>
        </Box>
        <Box textAlign={{ md: 'end' }} _print={{ textAlign: 'end' }}>
          <Heading
            as={headingLevel === 1 ? 'h1' : 'h2'}
            id={titleId}
            size="2xl"
            letterSpacing="wider"
            textTransform="uppercase"
          >
            {isInvoice ? 'Tax Invoice' : 'Credit Note'}
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
            <Label>{isInvoice ? 'Invoice no.' : 'Credit note no.'}</Label>
            <Value data-testid="document-number">{invoice.number}</Value>
            <Label>{isInvoice ? 'Invoice date' : 'Credit note date'}</Label>
            <Value>{invoice.date}</Value>
            {invoice.creditsInvoice && (
              <>
                <Label>Against invoice</Label>
                <Value>{invoice.creditsInvoice.number}</Value>
              </>
            )}
            <Label>Order no.</Label>
            <Value>{invoice.orderNumber}</Value>
            <Label>Order date</Label>
            <Value>{invoice.orderDate}</Value>
            <Label>Place of supply</Label>
            <Value data-testid="place-of-supply">
              {invoice.placeOfSupply.stateCode
                ? `${invoice.placeOfSupply.stateCode} – ${invoice.placeOfSupply.state}`
                : invoice.placeOfSupply.state}
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
          <AmountInWords words={invoice.amountInWords} />
          <Text data-testid="tax-note">{taxNote}</Text>
          {invoice.reason && (
            <Text>
              <chakra.span fontWeight="semibold">Reason: </chakra.span>
              {invoice.reason}. This note credits the whole of the invoice.
            </Text>
          )}
          <Text>
            <chakra.span fontWeight="semibold">Payment: </chakra.span>
            {invoice.payment}
          </Text>
          {invoice.courier && (
            <Text>
              <chakra.span fontWeight="semibold">Shipped via: </chakra.span>
              {invoice.courier}
            </Text>
          )}
        </Stack>
        <InvoiceTotalsBox
          totals={totals}
          supply={invoice.supply}
          freeShipping={invoice.freeShipping}
          totalLabel={isInvoice ? 'Invoice total' : 'Credit note total'}
        />
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
            {invoice.terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </chakra.ol>
        </Box>
        <Box textAlign={{ md: 'end' }} _print={{ textAlign: 'end' }} fontSize="sm" flexShrink="0">
          <Text>For {seller.name}</Text>
          {invoice.signatory ? (
            <Text fontFamily="heading" fontStyle="italic" fontSize="xl" color="brand.navy" my="3">
              {invoice.signatory}
            </Text>
          ) : (
            <Box h="12" />
          )}
          <Text fontWeight="semibold">Authorised Signatory</Text>
        </Box>
      </Flex>

      <Text mt="8" pt="3" borderTopWidth="1px" fontSize="xs" color="fg.muted" textAlign="center">
        This is a computer-generated {isInvoice ? 'invoice' : 'credit note'}. Registered office:{' '}
        {seller.lines.join(', ')}. Questions about it? Write to {seller.email}.
      </Text>
    </Box>
  );
}

function PartyBlock({ title, party }: { title: string; party: InvoicePartyView }) {
  return (
    <Box>
      <SectionTitle>{title}</SectionTitle>
      <Text fontWeight="semibold">{party.name}</Text>
      {party.lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      <Text>
        State: {party.state}
        {party.stateCode ? ` (code ${party.stateCode})` : ''}
      </Text>
      <Text>GSTIN: {party.gstin ?? 'Unregistered (consumer)'}</Text>
    </Box>
  );
}
