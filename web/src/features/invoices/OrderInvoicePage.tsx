import { Box, Button, Center, Flex, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { invoiceLayout } from '@sutra/rules';
import { Download, Printer } from 'lucide-react';
import { useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useOrderInvoiceQuery } from '../../__generated__/operations/OrderInvoice';
import { usePageHead } from '../../app/head/use-page-head';
import { INVOICE_PRINT_CSS, TaxInvoice } from '../content';
import { toInvoiceSource } from './invoice-view';

export const INVOICE_NOT_FOUND = 'No invoice found for this order';

/**
 * An order's GST tax invoice (/orders/:id/invoice), as issued: the document, a Print button, a Download PDF link to the
 * gateway's same-origin PDF route (the session cookie authorizes it), and the credit note below it when the order was
 * cancelled or returned. Without a session, or for an order that is not the buyer's, it shows the not-found state.
 */
export default function OrderInvoicePage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useOrderInvoiceQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const invoice = data?.order?.invoice ?? null;
  const layouts = useMemo(
    () =>
      invoice
        ? {
            invoice: invoiceLayout(toInvoiceSource(invoice), '₹'),
            creditNote: invoice.creditNote ? invoiceLayout(toInvoiceSource(invoice.creditNote), '₹') : null,
          }
        : null,
    [invoice],
  );
  usePageHead({ title: invoice ? `Tax Invoice ${invoice.number} | Sutra` : 'Tax Invoice | Sutra', noindex: true });

  if (loading && !data) {
    return (
      <Center py="16" flexDirection="column" gap="3">
        <Spinner size="lg" color="brand.navy" aria-hidden />
        <Text role="status">Loading invoice...</Text>
      </Center>
    );
  }
  if (!invoice || !layouts) {
    return (
      <Center py="16" flexDirection="column" gap="3">
        <Heading as="h1" size="lg" color="brand.navy">
          Tax Invoice
        </Heading>
        <Text color={error ? 'red.700' : undefined} textAlign="center" role="alert">
          {error && !data ? error.message : INVOICE_NOT_FOUND}
        </Text>
        <Link asChild fontSize="sm" color="brand.navy">
          <RouterLink to="/profile/orders">&lt; My Orders</RouterLink>
        </Link>
      </Center>
    );
  }
  return (
    <Box maxW={{ base: '5xl', xl: '6xl' }} mx="auto" px={{ base: '3', md: '8' }} py={{ base: '6', md: '10' }}>
      <style>{INVOICE_PRINT_CSS}</style>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="4">
        <Link asChild fontSize="sm" color="brand.navy">
          <RouterLink to="/profile/orders">&lt; My Orders</RouterLink>
        </Link>
        <Flex gap="2" wrap="wrap">
          <Button asChild size="sm" variant="outline">
            {/* A plain link: the gateway streams the PDF as an attachment, so the browser downloads it. */}
            <a href={invoice.pdfUrl} download data-testid="invoice-pdf-link">
              <Download aria-hidden /> Download PDF
            </a>
          </Button>
          <Button size="sm" variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden /> Print invoice
          </Button>
        </Flex>
      </Flex>
      <Stack gap="10">
        <TaxInvoice layout={layouts.invoice} />
        {layouts.creditNote && invoice.creditNote && (
          <Stack gap="3">
            <Flex justify="end">
              <Button asChild size="sm" variant="outline">
                <a href={invoice.creditNote.pdfUrl} download data-testid="credit-note-pdf-link">
                  <Download aria-hidden /> Download credit note PDF
                </a>
              </Button>
            </Flex>
            <TaxInvoice layout={layouts.creditNote} headingLevel={2} />
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
