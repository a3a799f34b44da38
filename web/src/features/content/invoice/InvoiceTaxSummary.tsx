import { tableSlotRecipe } from '@chakra-theme/recipes/table';
import { Box, chakra, Table, Text } from '@chakra-ui/react';
import type { LayoutFact, LayoutNote, LayoutTable } from '@sutra/rules';
import { SideScroll } from '../../../shared/ui/SideScroll';

const num = { textAlign: 'end', whiteSpace: 'nowrap' } as const;
const Row = chakra('div', { base: { display: 'flex', justifyContent: 'space-between', gap: '6', py: '1' } });

/** The totals box: each of the layout's totals (taxable value, the taxes, shipping, round off), then the total. */
export function InvoiceTotalsBox({ totals, total }: { totals: readonly LayoutFact[]; total: LayoutFact }) {
  return (
    <Box minW={{ md: '80' }} _print={{ minW: '80' }} fontSize="sm" data-testid="invoice-totals">
      {totals.map((row) => (
        <Row key={row.label}>
          <Text>{row.label}</Text>
          <Text data-testid={row.key}>{row.value}</Text>
        </Row>
      ))}
      <Row borderTopWidth="2px" borderColor="gray.800" mt="1" pt="2" fontWeight="bold" fontSize="md">
        <Text>{total.label}</Text>
        <Text data-testid={total.key}>{total.value}</Text>
      </Row>
    </Box>
  );
}

/** A note under the table: its label in bold (`Amount in words:`), then its text. */
export function InvoiceNote({ note }: { note: LayoutNote }) {
  return (
    <Text data-testid={note.key}>
      {note.label && <chakra.span fontWeight="semibold">{note.label}: </chakra.span>}
      {note.text}
    </Text>
  );
}

/** The tax per HSN code and rate, as a tax invoice summarises it. */
export function HsnSummary({ table }: { table: LayoutTable }) {
  return (
    <SideScroll label={table.caption} className="invoice-scroll">
      <Table.Root
        recipe={tableSlotRecipe}
        size="sm"
        variant="outline"
        fontSize="xs"
        minW="xl"
        data-testid="hsn-summary"
      >
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" fontSize="sm" mb="2" mt="0">
          {table.caption}
        </Table.Caption>
        <Table.Header bg="gray.100">
          <Table.Row>
            {table.columns.map((column) => (
              <Table.ColumnHeader key={column.head} {...(column.numeric ? num : {})}>
                {column.head}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {table.rows.map((row) => (
            <Table.Row key={row.map((c) => c.text).join('|')}>
              {row.map((cell, c) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
                <Table.Cell key={c} {...(table.columns[c]?.numeric ? num : {})}>
                  {cell.text}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
        {table.footer && (
          <Table.Footer fontWeight="semibold">
            <Table.Row>
              {table.footer.map((cell, c) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
                <Table.Cell key={c} {...(table.columns[c]?.numeric ? num : {})}>
                  {cell.text}
                </Table.Cell>
              ))}
            </Table.Row>
          </Table.Footer>
        )}
      </Table.Root>
    </SideScroll>
  );
}
