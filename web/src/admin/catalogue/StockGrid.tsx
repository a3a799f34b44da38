import { tableSlotRecipe } from '@chakra-theme/recipes/table';
import { Box, Button, Flex, Heading, Input, Table, Text } from '@chakra-ui/react';
import { formatRupees, SIZE_LABEL_MAX } from '@sutra/rules';
import { useState } from 'react';
import type { ColourStockFragment } from '../../__generated__/admin/graphql';
import { stockError } from './product-form';

type Sku = ColourStockFragment['skus'][number];

/** One size's units: typed, checked as typed, set on Enter or with its button (0 sells the size out). */
function StockCell({ sku, onSet }: { sku: Sku; onSet: (skuId: string, stock: number | null) => Promise<void> }) {
  const saved = sku.stock === null || sku.stock === undefined ? '' : String(sku.stock);
  const [typed, setTyped] = useState(saved);
  const [busy, setBusy] = useState(false);
  const error = stockError(typed);
  const changed = typed.trim() !== saved;
  const set = async () => {
    if (error || !changed) return;
    setBusy(true);
    try {
      await onSet(sku.id, typed.trim() === '' ? null : Number(typed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex gap="2" align="start">
      <Box>
        <Input
          size="sm"
          width="6rem"
          inputMode="numeric"
          aria-label={`Units of size ${sku.size}`}
          aria-invalid={error ? true : undefined}
          placeholder="not counted"
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void set();
            }
          }}
        />
        {error && (
          <Text fontSize="xs" color="red.600" role="alert">
            {error}
          </Text>
        )}
      </Box>
      <Button size="sm" variant="outline" onClick={set} disabled={!changed || Boolean(error)} loading={busy}>
        Set
      </Button>
    </Flex>
  );
}

/** A new size's label, added at 0 units. */
function AddSize({ colour, onAdd }: { colour: string; onAdd: (size: string) => Promise<void> }) {
  const [size, setSize] = useState('');
  const [busy, setBusy] = useState(false);
  const label = size.trim();
  const error = label.length > SIZE_LABEL_MAX ? `A size is at most ${SIZE_LABEL_MAX} characters` : undefined;
  const add = async () => {
    if (!label || error) return;
    setBusy(true);
    try {
      await onAdd(label);
      setSize('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex gap="2" mt="2" align="start">
      <Input
        size="sm"
        width="8rem"
        aria-label={`New size of ${colour}`}
        aria-invalid={error ? true : undefined}
        placeholder="New size"
        value={size}
        onChange={(e) => setSize(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void add();
          }
        }}
      />
      <Button size="sm" variant="outline" onClick={add} disabled={!label || Boolean(error)} loading={busy}>
        Add size
      </Button>
      {error && (
        <Text fontSize="xs" color="red.600" role="alert">
          {error}
        </Text>
      )}
    </Flex>
  );
}

/** A colour's sizes and the units of each; the storefront shows a size at 0 as sold out. */
export function StockGrid({
  colour,
  onSet,
  onAddSize,
}: {
  colour: ColourStockFragment;
  onSet: (skuId: string, stock: number | null) => Promise<void>;
  onAddSize: (colourId: string, size: string) => Promise<void>;
}) {
  return (
    <Box as="section" aria-label={`${colour.colour} sizes and stock`} mb="6">
      <Heading as="h3" size="md" mb="1">
        {colour.colour}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {formatRupees(colour.salePricePaise)} · {colour.pictures.length} picture(s)
      </Text>
      <Box overflowX="auto">
        <Table.Root recipe={tableSlotRecipe} size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Size</Table.ColumnHeader>
              <Table.ColumnHeader hideBelow="sm">SKU</Table.ColumnHeader>
              <Table.ColumnHeader>Units</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {colour.skus.map((sku) => (
              <Table.Row key={sku.id}>
                <Table.Cell>
                  {sku.size || '—'}
                  {sku.stock === 0 && (
                    <Text as="span" ms="2" fontSize="xs" color="red.600">
                      sold out
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell hideBelow="sm">{sku.skuCode ?? ''}</Table.Cell>
                <Table.Cell>
                  <StockCell key={`${sku.id}:${sku.stock}`} sku={sku} onSet={onSet} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <AddSize colour={colour.colour} onAdd={(size) => onAddSize(colour.id, size)} />
    </Box>
  );
}
