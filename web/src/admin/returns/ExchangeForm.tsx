import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import { Box, Button, Field, Flex, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { formatRupees } from '@sutra/rules';
import { useState } from 'react';
import { useExchangeOptionsQuery } from '../../__generated__/admin/operations/ExchangeOptions';
import { readableServerError } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { primaryButton } from '../../shared/forms/button-styles';

type Choice = Record<string, string>;

const stockWords = (stock: number | null) =>
  stock === null ? 'not counted' : stock === 0 ? 'sold out' : `${stock} in stock`;

/**
 * The exchange: for each returned line, another size or colour of the same product, each shown with its stock and
 * price. A replacement that costs more is not offered (the store exchanges at the same price or less); a cheaper one
 * says the difference goes back to the buyer.
 */
export function ExchangeForm(props: {
  returnId: string;
  busy: boolean;
  onExchange: (items: { orderLineId: string; skuId: string }[]) => void;
  onCancel: () => void;
}) {
  const { data, loading, error } = useExchangeOptionsQuery({ variables: { returnId: props.returnId } });
  const [choice, setChoice] = useState<Choice>({});
  const lines = data?.exchangeOptions ?? [];
  const complete = lines.length > 0 && lines.every((l) => choice[l.orderLineId]);

  if (loading && !data) return <Spinner aria-label="Loading sizes" />;
  if (error) return <FormAlert>{readableServerError(error) ?? 'The sizes cannot load right now.'}</FormAlert>;
  return (
    <Box asChild bg="gray.50" p="3" borderRadius="md" borderWidth="1px">
      <form
        aria-label="Exchange"
        onSubmit={(event) => {
          event.preventDefault();
          if (!complete) return;
          props.onExchange(lines.map((l) => ({ orderLineId: l.orderLineId, skuId: choice[l.orderLineId] ?? '' })));
        }}
      >
        <Stack gap="3">
          {lines.map((line) => {
            const offered = line.options.filter((o) => !o.current && o.pricePaise <= line.unitPricePaise);
            const chosen = line.options.find((o) => o.skuId === choice[line.orderLineId]);
            return (
              <Field.Root key={line.orderLineId}>
                <Field.Label fontWeight="medium">Replacement for {line.name}</Field.Label>
                <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm">
                  <NativeSelect.Field
                    bg="white"
                    value={choice[line.orderLineId] ?? ''}
                    onChange={(e) => {
                      const skuId = e.currentTarget.value;
                      setChoice((c) => ({ ...c, [line.orderLineId]: skuId }));
                    }}
                  >
                    <option value="">Choose a size or colour</option>
                    {offered.map((o) => (
                      <option key={o.skuId} value={o.skuId} disabled={o.stock === 0}>
                        {[o.colour, o.size && `size ${o.size}`].filter(Boolean).join(', ')} ·{' '}
                        {formatRupees(o.pricePaise)} · {stockWords(o.stock)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {offered.length === 0 && <Text fontSize="sm">No other size or colour at this price or less.</Text>}
                {chosen && chosen.pricePaise < line.unitPricePaise && (
                  <Field.HelperText>
                    Costs {formatRupees(line.unitPricePaise - chosen.pricePaise)} less: the difference is refunded.
                  </Field.HelperText>
                )}
              </Field.Root>
            );
          })}
          <Flex gap="2" wrap="wrap">
            <Button type="submit" size="sm" {...primaryButton} disabled={!complete} loading={props.busy}>
              Place the replacement order
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={props.onCancel}>
              Cancel
            </Button>
          </Flex>
        </Stack>
      </form>
    </Box>
  );
}
