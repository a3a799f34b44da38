import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog';
import { tableSlotRecipe } from '@chakra-theme/recipes/table';
import { Box, Button, CloseButton, chakra, Dialog, HStack, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { SizeGuideFragment } from '../../../__generated__/graphql';
import { STORE } from '../../../shared/store-info';
import { formatMeasure, type SizeChart, type SizeUnit, sizeGuideFor } from './size-charts';

const UNITS: { unit: SizeUnit; label: string }[] = [
  { unit: 'in', label: 'Inches' },
  { unit: 'cm', label: 'Centimetres' },
];

/**
 * The size guide's dialog: the chart for the product's category and tips. Its code (the dialog, the table) loads the
 * first time a shopper opens it (`SizeGuide.tsx`).
 */
export default function SizeGuideDialog({
  product,
  open,
  onClose,
}: {
  product: SizeGuideFragment;
  open: boolean;
  onClose: () => void;
}) {
  const guide = sizeGuideFor(product.category);
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Dialog.Title>Size Guide</Dialog.Title>
              <Text color="fg.muted" fontSize="sm">
                {guide.title}
              </Text>
            </Dialog.Header>
            <Dialog.Body>
              {guide.kind === 'chart' ? (
                <ChartView chart={guide} />
              ) : (
                <Stack gap="3">
                  {guide.paragraphs.map((p) => (
                    <Text key={p}>{p}</Text>
                  ))}
                </Stack>
              )}
              <Text mt="6" fontSize="sm" color="fg.muted">
                Still unsure? Call us on {STORE.phoneDisplay} ({STORE.hours}) or write to {STORE.email}, and our Jaipur
                tailors will help you choose.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button bg="brand.navy" color="white">
                  Close
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close size guide" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ChartView({ chart }: { chart: SizeChart }) {
  const [unit, setUnit] = useState<SizeUnit>('in');
  const unitLabel = UNITS.find((u) => u.unit === unit)?.label.toLowerCase() ?? unit;
  return (
    <Stack gap="5">
      <Text>{chart.intro}</Text>
      <HStack gap="2" role="group" aria-label="Units">
        {UNITS.map(({ unit: u, label }) => (
          <Button
            key={u}
            size="xs"
            variant={u === unit ? 'solid' : 'outline'}
            bg={u === unit ? 'brand.navy' : undefined}
            color={u === unit ? 'white' : 'brand.navy'}
            aria-pressed={u === unit}
            onClick={() => setUnit(u)}
          >
            {label}
          </Button>
        ))}
      </HStack>
      <Box overflowX="auto">
        <Table.Root recipe={tableSlotRecipe} size="sm" variant="outline" data-testid="size-chart">
          <Table.Caption captionSide="top" textAlign="start" mt="0" mb="2" color="fg.muted">
            Body measurements in {unitLabel}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">Size</Table.ColumnHeader>
              {chart.columns.map((c) => (
                <Table.ColumnHeader key={c.key} scope="col" textAlign="end">
                  {c.label}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {chart.rows.map((row) => (
              <Table.Row key={row.size}>
                <Table.Cell as="th" scope="row" fontWeight="semibold">
                  {row.size}
                </Table.Cell>
                {chart.columns.map((c) => (
                  <Table.Cell key={c.key} textAlign="end">
                    {formatMeasure(row.inches[c.key] ?? 0, unit)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {chart.note && (
        <Text fontSize="sm" color="fg.muted">
          {chart.note}
        </Text>
      )}
      <Box>
        <Text fontWeight="semibold" mb="2">
          How to measure
        </Text>
        <chakra.ul listStyleType="disc" ps="5" fontSize="sm">
          {chart.howToMeasure.map((tip) => (
            <chakra.li key={tip.label} mb="1">
              <strong>{tip.label}:</strong> {tip.text}
            </chakra.li>
          ))}
          <chakra.li>Measure over a thin shirt, keep the tape snug but not tight, and ask someone to help.</chakra.li>
          <chakra.li>Between two sizes? Choose the larger: a tailor can take a garment in, not let it out.</chakra.li>
        </chakra.ul>
      </Box>
    </Stack>
  );
}
