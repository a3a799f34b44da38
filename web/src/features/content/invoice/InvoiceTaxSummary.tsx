import { tableSlotRecipe } from '@chakra-theme/recipes/table';
import { Box, chakra, Table, Text } from '@chakra-ui/react';
import type { InvoiceTotals, Supply } from '@sutra/rules';
import { formatPaise, formatRate } from '@sutra/rules';
import { SideScroll } from '../../../shared/ui/SideScroll';

const num = { textAlign: 'end', whiteSpace: 'nowrap' } as const;
const Row = chakra('div', { base: { display: 'flex', justifyContent: 'space-between', gap: '6', py: '1' } });

/** The totals box (taxable value, each tax, round off, the invoice total) and the total in words. */
export function InvoiceTotalsBox({
  totals,
  supply,
  freeShipping,
  totalLabel,
}: {
  totals: InvoiceTotals;
  supply: Supply;
  /** No delivery charge line: say delivery was free. */
  freeShipping: boolean;
  totalLabel: string;
}) {
  return (
    <Box minW={{ md: '80' }} _print={{ minW: '80' }} fontSize="sm" data-testid="invoice-totals">
      <Row>
        <Text>Total taxable value</Text>
        <Text>₹{formatPaise(totals.taxablePaise)}</Text>
      </Row>
      {supply === 'intra-state' ? (
        <>
          <Row>
            <Text>CGST</Text>
            <Text data-testid="total-cgst">₹{formatPaise(totals.cgstPaise)}</Text>
          </Row>
          <Row>
            <Text>SGST</Text>
            <Text data-testid="total-sgst">₹{formatPaise(totals.sgstPaise)}</Text>
          </Row>
        </>
      ) : (
        <Row>
          <Text>IGST</Text>
          <Text data-testid="total-igst">₹{formatPaise(totals.igstPaise)}</Text>
        </Row>
      )}
      {freeShipping && (
        <Row>
          <Text>Shipping</Text>
          <Text>Free</Text>
        </Row>
      )}
      <Row>
        <Text>Round off</Text>
        <Text>
          {totals.roundOffPaise < 0 ? '−' : ''}₹{formatPaise(Math.abs(totals.roundOffPaise))}
        </Text>
      </Row>
      <Row borderTopWidth="2px" borderColor="gray.800" mt="1" pt="2" fontWeight="bold" fontSize="md">
        <Text>{totalLabel}</Text>
        <Text data-testid="invoice-total">₹{formatPaise(totals.payablePaise)}</Text>
      </Row>
    </Box>
  );
}

export function AmountInWords({ words }: { words: string }) {
  return (
    <Text fontSize="sm" data-testid="amount-in-words">
      <chakra.span fontWeight="semibold">Amount in words: </chakra.span>
      {words}
    </Text>
  );
}

/** The tax per HSN code and rate, as a tax invoice summarises it. */
export function HsnSummary({ totals, supply }: { totals: InvoiceTotals; supply: Supply }) {
  const intra = supply === 'intra-state';
  return (
    <SideScroll label="Tax by HSN code" className="invoice-scroll">
      <Table.Root
        recipe={tableSlotRecipe}
        size="sm"
        variant="outline"
        fontSize="xs"
        minW="xl"
        data-testid="hsn-summary"
      >
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" fontSize="sm" mb="2" mt="0">
          Tax by HSN code
        </Table.Caption>
        <Table.Header bg="gray.100">
          <Table.Row>
            <Table.ColumnHeader>HSN</Table.ColumnHeader>
            <Table.ColumnHeader {...num}>Taxable value (₹)</Table.ColumnHeader>
            <Table.ColumnHeader {...num}>GST rate</Table.ColumnHeader>
            {intra ? (
              <>
                <Table.ColumnHeader {...num}>CGST (₹)</Table.ColumnHeader>
                <Table.ColumnHeader {...num}>SGST (₹)</Table.ColumnHeader>
              </>
            ) : (
              <Table.ColumnHeader {...num}>IGST (₹)</Table.ColumnHeader>
            )}
            <Table.ColumnHeader {...num}>Total tax (₹)</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {totals.hsn.map((row) => (
            <Table.Row key={`${row.hsn}@${row.rateBp}`}>
              <Table.Cell>{row.hsn}</Table.Cell>
              <Table.Cell {...num}>{formatPaise(row.taxablePaise)}</Table.Cell>
              <Table.Cell {...num}>{formatRate(row.rateBp)}</Table.Cell>
              {intra ? (
                <>
                  <Table.Cell {...num}>{formatPaise(row.cgstPaise)}</Table.Cell>
                  <Table.Cell {...num}>{formatPaise(row.sgstPaise)}</Table.Cell>
                </>
              ) : (
                <Table.Cell {...num}>{formatPaise(row.igstPaise)}</Table.Cell>
              )}
              <Table.Cell {...num}>{formatPaise(row.cgstPaise + row.sgstPaise + row.igstPaise)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer fontWeight="semibold">
          <Table.Row>
            <Table.Cell>Total</Table.Cell>
            <Table.Cell {...num}>{formatPaise(totals.taxablePaise)}</Table.Cell>
            <Table.Cell />
            {intra ? (
              <>
                <Table.Cell {...num}>{formatPaise(totals.cgstPaise)}</Table.Cell>
                <Table.Cell {...num}>{formatPaise(totals.sgstPaise)}</Table.Cell>
              </>
            ) : (
              <Table.Cell {...num}>{formatPaise(totals.igstPaise)}</Table.Cell>
            )}
            <Table.Cell {...num}>{formatPaise(totals.cgstPaise + totals.sgstPaise + totals.igstPaise)}</Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </SideScroll>
  );
}
