import { Box, Button, chakra, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  computeInvoice,
  type InvoiceLayout,
  type InvoiceSource,
  invoiceLayout,
  type LayoutParty,
  rupeesInWords,
} from '@sutra/rules';
import { Printer } from 'lucide-react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePageHead } from '../../../app/head/use-page-head';
import { InvoiceItemsTable } from './InvoiceItemsTable';
import { HsnSummary, InvoiceNote, InvoiceTotalsBox } from './InvoiceTaxSummary';
import { INTER_STATE_INVOICE, INTRA_STATE_INVOICE, INVOICE_TERMS, type SampleInvoice, SELLER } from './invoice-samples';
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
  const layout = useMemo(
    () =>
      invoiceLayout(sampleSource(invoice), '₹', {
        terms: INVOICE_TERMS,
        courier: invoice.courier,
        signatory: 'Meera Shekhawat',
      }),
    [invoice],
  );
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
      <TaxInvoice layout={layout} />
    </Box>
  );
}

/** A sample, computed with the shared invoice rules as an issued invoice is. */
function sampleSource(invoice: SampleInvoice): InvoiceSource {
  const totals = computeInvoice(invoice.lines, invoice.supply);
  return {
    kind: 'invoice',
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    order: { number: invoice.orderNumber, placedAt: invoice.orderPlacedAt },
    creditsInvoice: null,
    reason: null,
    seller: SELLER,
    billTo: invoice.billTo,
    shipTo: invoice.shipTo,
    placeOfSupply: { state: invoice.shipTo.state, stateCode: invoice.shipTo.stateCode },
    supply: invoice.supply,
    lines: totals.lines,
    hsn: totals.hsn,
    totals,
    amountInWords: rupeesInWords(totals.payablePaise),
    payment: { label: invoice.payment },
    reductions: null,
  };
}

/**
 * The tax invoice (or credit note) document, drawn from its layout (`invoiceLayout` in `@sutra/rules`, which the PDF
 * draws too): nothing here decides a row, a label or an amount. `headingLevel` 2 when the page has its own heading, or
 * the document follows another (an invoice's credit note below it).
 */
export function TaxInvoice({ layout, headingLevel = 1 }: { layout: InvoiceLayout; headingLevel?: 1 | 2 }) {
  const isInvoice = layout.kind === 'invoice';
  const titleId = isInvoice ? 'invoice-title' : 'credit-note-title';
  const { seller } = layout;
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
            {seller.wordmark}
          </Text>
          <Text fontWeight="semibold">{seller.name}</Text>
          {seller.lines.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
          <Text>{seller.contact}</Text>
          <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" mt="2">
            {seller.ids.map((id) => (
              <Fact key={id.label} label={id.label} value={id.value} testId={id.key} />
            ))}
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
            {layout.title}
          </Heading>
          <Text fontSize="xs" color="fg.muted" mb="3">
            {layout.copy}
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
            {layout.facts.map((fact) => (
              <Fact key={`${fact.label}-${fact.value}`} label={fact.label} value={fact.value} testId={fact.key} />
            ))}
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
        {layout.parties.map((party) => (
          <PartyBlock key={party.title} party={party} />
        ))}
      </SimpleGrid>

      <InvoiceItemsTable table={layout.items} />

      <Flex
        justify="space-between"
        gap="6"
        mt="5"
        direction={{ base: 'column-reverse', md: 'row' }}
        _print={{ flexDirection: 'row' }}
      >
        <Stack gap="2" maxW="md" fontSize="sm">
          {layout.notes.map((note) => (
            <InvoiceNote key={note.text} note={note} />
          ))}
        </Stack>
        <InvoiceTotalsBox totals={layout.totals} total={layout.grandTotal} />
      </Flex>

      <Box mt="8">
        <HsnSummary table={layout.hsn} />
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
          <SectionTitle>{layout.terms.title}</SectionTitle>
          <chakra.ol ps="4" listStyleType="decimal" display="grid" gap="1">
            {layout.terms.items.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </chakra.ol>
        </Box>
        <Box textAlign={{ md: 'end' }} _print={{ textAlign: 'end' }} fontSize="sm" flexShrink="0">
          <Text>{layout.signature.for}</Text>
          {layout.signature.name ? (
            <Text fontFamily="heading" fontStyle="italic" fontSize="xl" color="brand.navy" my="3">
              {layout.signature.name}
            </Text>
          ) : (
            <Box h="12" />
          )}
          <Text fontWeight="semibold">{layout.signature.title}</Text>
        </Box>
      </Flex>

      <Text mt="8" pt="3" borderTopWidth="1px" fontSize="xs" color="fg.muted" textAlign="center">
        {layout.footer}
      </Text>
    </Box>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string | undefined }) {
  return (
    <>
      <Label>{label}</Label>
      <Value data-testid={testId}>{value}</Value>
    </>
  );
}

function PartyBlock({ party }: { party: LayoutParty }) {
  return (
    <Box>
      <SectionTitle>{party.title}</SectionTitle>
      <Text fontWeight="semibold">{party.name}</Text>
      {party.lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      <Text>{party.state}</Text>
      <Text>{party.gstin}</Text>
    </Box>
  );
}
