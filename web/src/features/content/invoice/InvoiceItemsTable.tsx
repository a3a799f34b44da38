import { tableSlotRecipe } from '@chakra-theme/recipes/table';
import { Table, Text } from '@chakra-ui/react';
import type { LayoutColumn, LayoutTable } from '@sutra/rules';
import { SideScroll } from '../../../shared/ui/SideScroll';

const num = { textAlign: 'end', whiteSpace: 'nowrap' } as const;
/** From a laptop's width the headings wrap (figures never do), so the whole table fits the screen. */
const numHead = { textAlign: 'end', whiteSpace: { base: 'nowrap', lg: 'normal' } } as const;

/** The heads of a table whose grouped columns (a tax's rate and amount) sit under their group's head. */
function HeadRows({ columns }: { columns: readonly LayoutColumn[] }) {
  const grouped = columns.some((c) => c.group);
  const groups = columns.filter((c, i) => c.group && columns[i - 1]?.group !== c.group);
  return (
    <>
      <Table.Row>
        {columns.map((column) => {
          if (!column.group) {
            return (
              <Table.ColumnHeader
                key={column.head}
                rowSpan={grouped ? 2 : 1}
                minW={column.wide ? '44' : undefined}
                {...(column.numeric ? numHead : {})}
              >
                {column.head}
              </Table.ColumnHeader>
            );
          }
          if (!groups.includes(column)) return null;
          const span = columns.filter((c) => c.group === column.group).length;
          return (
            <Table.ColumnHeader key={column.group} colSpan={span} textAlign="center">
              {column.group}
            </Table.ColumnHeader>
          );
        })}
      </Table.Row>
      {grouped && (
        <Table.Row>
          {columns
            .filter((c) => c.group)
            .map((column) => (
              <Table.ColumnHeader key={`${column.group}-${column.head}`} {...numHead}>
                {column.head}
              </Table.ColumnHeader>
            ))}
        </Table.Row>
      )}
    </>
  );
}

/** The invoice's lines as the layout lays them out: HSN, quantity, price, discount, taxable value and each tax. */
export function InvoiceItemsTable({ table }: { table: LayoutTable }) {
  return (
    <SideScroll label={table.caption} className="invoice-scroll" borderWidth="1px" borderColor="gray.300">
      <Table.Root
        recipe={tableSlotRecipe}
        size="sm"
        variant="line"
        minW="3xl"
        fontSize="xs"
        data-testid="invoice-items"
      >
        <Table.Header bg="gray.100">
          <HeadRows columns={table.columns} />
        </Table.Header>
        <Table.Body>
          {table.rows.map((row, i) => (
            // Lines have no id of their own, and two can share a name (two sizes of one shirt): their place is their key.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the document's life
            <Table.Row key={i}>
              {row.map((cell, c) => {
                const column = table.columns[c];
                const last = c === row.length - 1;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
                  <Table.Cell key={c} {...(column?.numeric ? num : {})} fontWeight={last ? 'medium' : undefined}>
                    {cell.detail !== undefined ? (
                      <>
                        <Text fontWeight="medium">{cell.text}</Text>
                        <Text color="fg.muted">{cell.detail}</Text>
                      </>
                    ) : (
                      cell.text
                    )}
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </SideScroll>
  );
}
