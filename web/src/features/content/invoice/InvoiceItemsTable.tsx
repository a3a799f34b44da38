import { tableSlotRecipe } from '@chakra-theme/recipes/table';
import { Table, Text } from '@chakra-ui/react';
import type { ComputedLine, Supply } from '@sutra/rules';
import { formatPaise, formatRate } from '@sutra/rules';
import { SideScroll } from '../../../shared/ui/SideScroll';

const num = { textAlign: 'end', whiteSpace: 'nowrap' } as const;
/** From a laptop's width the headings wrap (figures never do), so the whole table fits the screen. */
const numHead = { textAlign: 'end', whiteSpace: { base: 'nowrap', lg: 'normal' } } as const;

/** The invoice's lines: HSN, quantity, price, discount, taxable value and the GST on each, CGST + SGST or IGST. */
export function InvoiceItemsTable({ lines, supply }: { lines: readonly ComputedLine[]; supply: Supply }) {
  const taxes = supply === 'intra-state' ? (['CGST', 'SGST'] as const) : (['IGST'] as const);
  return (
    <SideScroll label="Invoice items" className="invoice-scroll" borderWidth="1px" borderColor="gray.300">
      <Table.Root
        recipe={tableSlotRecipe}
        size="sm"
        variant="line"
        minW="3xl"
        fontSize="xs"
        data-testid="invoice-items"
      >
        <Table.Header bg="gray.100">
          <Table.Row>
            <Table.ColumnHeader rowSpan={2}>#</Table.ColumnHeader>
            <Table.ColumnHeader rowSpan={2} minW="44">
              Description of goods and services
            </Table.ColumnHeader>
            <Table.ColumnHeader rowSpan={2}>HSN</Table.ColumnHeader>
            <Table.ColumnHeader rowSpan={2} {...numHead}>
              Qty
            </Table.ColumnHeader>
            <Table.ColumnHeader rowSpan={2} {...numHead}>
              Price (₹, incl. GST)
            </Table.ColumnHeader>
            <Table.ColumnHeader rowSpan={2} {...numHead}>
              Discount (₹)
            </Table.ColumnHeader>
            <Table.ColumnHeader rowSpan={2} {...numHead}>
              Taxable value (₹)
            </Table.ColumnHeader>
            {taxes.map((tax) => (
              <Table.ColumnHeader key={tax} colSpan={2} textAlign="center">
                {tax}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader rowSpan={2} {...numHead}>
              Total (₹)
            </Table.ColumnHeader>
          </Table.Row>
          <Table.Row>
            {taxes.flatMap((tax) => [
              <Table.ColumnHeader key={`${tax}-rate`} {...numHead}>
                Rate
              </Table.ColumnHeader>,
              <Table.ColumnHeader key={`${tax}-amount`} {...numHead}>
                Amount (₹)
              </Table.ColumnHeader>,
            ])}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line, i) => (
            // Lines have no id of their own, and two can share a name (two sizes of one shirt): their place is their key.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the document's life
            <Table.Row key={i}>
              <Table.Cell>{i + 1}</Table.Cell>
              <Table.Cell>
                <Text fontWeight="medium">{line.description}</Text>
                <Text color="fg.muted">{line.detail}</Text>
              </Table.Cell>
              <Table.Cell>{line.hsn}</Table.Cell>
              <Table.Cell {...num}>{line.quantity}</Table.Cell>
              <Table.Cell {...num}>{formatPaise(line.unitPricePaise)}</Table.Cell>
              <Table.Cell {...num}>{formatPaise(line.discountPaise)}</Table.Cell>
              <Table.Cell {...num}>{formatPaise(line.taxablePaise)}</Table.Cell>
              {supply === 'intra-state' ? (
                <>
                  <Table.Cell {...num}>{formatRate(line.rateBp / 2)}</Table.Cell>
                  <Table.Cell {...num}>{formatPaise(line.cgstPaise)}</Table.Cell>
                  <Table.Cell {...num}>{formatRate(line.rateBp / 2)}</Table.Cell>
                  <Table.Cell {...num}>{formatPaise(line.sgstPaise)}</Table.Cell>
                </>
              ) : (
                <>
                  <Table.Cell {...num}>{formatRate(line.rateBp)}</Table.Cell>
                  <Table.Cell {...num}>{formatPaise(line.igstPaise)}</Table.Cell>
                </>
              )}
              <Table.Cell {...num} fontWeight="medium">
                {formatPaise(line.totalPaise)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </SideScroll>
  );
}
