import { Box, Button, Flex, Heading } from '@chakra-ui/react';
import { useState } from 'react';
import { useAddColourMutation } from '../../__generated__/admin/operations/AddColour';
import { TextField } from '../../shared/forms/FormFields';
import { type ColourFormValues, rupeesToPaise, sizeLabels, validateColourForm } from './colour-form';

const EMPTY: ColourFormValues = { colour: '', retail: '', sale: '', sizes: '' };

/** Adds a colour with its prices and sizes (each size starts at 0 units: set the stock in its grid). */
export function AddColourForm({
  productId,
  version,
  onRefused,
}: {
  productId: string;
  version: number;
  onRefused: (error: unknown) => void;
}) {
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof ColourFormValues, boolean>>>({});
  const [add, { loading }] = useAddColourMutation();
  const errors = validateColourForm(values);
  const shown = Object.fromEntries(Object.entries(errors).filter(([key]) => touched[key as keyof ColourFormValues]));
  const edit = (field: keyof ColourFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((t) => ({ ...t, [field]: true }));
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched({ colour: true, retail: true, sale: true, sizes: true });
    if (Object.values(errors).some(Boolean)) return;
    try {
      await add({
        variables: {
          productId,
          version,
          input: {
            colour: values.colour.trim(),
            retailPricePaise: rupeesToPaise(values.retail) ?? 0,
            salePricePaise: rupeesToPaise(values.sale) ?? 0,
            sizes: sizeLabels(values.sizes).map((size) => ({ size, stock: 0 })),
          },
        },
      });
      setValues(EMPTY);
      setTouched({});
    } catch (error) {
      onRefused(error);
    }
  };

  return (
    <Box mt="6" maxW="2xl">
      <form onSubmit={onSubmit} noValidate aria-label="Add a colour">
        <Heading as="h3" size="md" mb="2">
          Add a colour
        </Heading>
        <Flex gap="3" wrap="wrap">
          <Box flex="1 1 12rem">
            <TextField
              label="Colour"
              name="colour"
              value={values.colour}
              onChange={edit('colour')}
              error={shown.colour}
            />
          </Box>
          <Box flex="1 1 8rem">
            <TextField
              label="Retail price (₹)"
              name="retail"
              inputMode="decimal"
              value={values.retail}
              onChange={edit('retail')}
              error={shown.retail}
            />
          </Box>
          <Box flex="1 1 8rem">
            <TextField
              label="Sale price (₹)"
              name="sale"
              inputMode="decimal"
              value={values.sale}
              onChange={edit('sale')}
              error={shown.sale}
            />
          </Box>
          <Box flex="1 1 100%">
            <TextField
              label="Sizes"
              name="sizes"
              value={values.sizes}
              onChange={edit('sizes')}
              error={shown.sizes}
              helperText="Separated by commas, e.g. 38, 40, 42; each starts at 0 units"
            />
          </Box>
        </Flex>
        <Button type="submit" size="sm" mt="3" loading={loading}>
          Add colour
        </Button>
      </form>
    </Box>
  );
}
