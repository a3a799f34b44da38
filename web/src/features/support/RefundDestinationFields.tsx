import { radioGroupSlotRecipe } from '@chakra-theme/recipes/radio-group';
import { Box, Grid, HStack, RadioGroup, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { TextField } from '../../shared/forms/FormFields';
import type { RefundDestinationValues } from './refund-destination';

/**
 * Where a Cash on Delivery order's refund goes: a UPI id or a bank account. Orders paid online are refunded to their
 * payment, so the section says it is only for Cash on Delivery; the store checks which the order was and asks for it
 * when it is needed.
 */
export function RefundDestinationFields({
  values,
  onChange,
}: {
  values: RefundDestinationValues;
  onChange: (values: RefundDestinationValues) => void;
}) {
  const headingId = useId();
  const set = (field: keyof RefundDestinationValues) => (value: string) => onChange({ ...values, [field]: value });
  return (
    <Box as="fieldset" borderWidth="1px" borderColor="gray.200" rounded="md" p="4" data-testid="refund-destination">
      <Text as="legend" id={headingId} fontWeight="medium" px="1">
        Paid by Cash on Delivery? Where should we refund you?
      </Text>
      <Text fontSize="sm" color="fg.muted" mb="3">
        Orders paid online are refunded to the same card or UPI account; you can leave this blank.
      </Text>
      <RadioGroup.Root
        recipe={radioGroupSlotRecipe}
        aria-labelledby={headingId}
        value={values.kind}
        onValueChange={(e) => e.value && set('kind')(e.value)}
        colorPalette="gray"
        mb="3"
      >
        <HStack gap="6">
          <RadioGroup.Item value="upi" cursor="pointer">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>UPI id</RadioGroup.ItemText>
          </RadioGroup.Item>
          <RadioGroup.Item value="bank" cursor="pointer">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>Bank account</RadioGroup.ItemText>
          </RadioGroup.Item>
        </HStack>
      </RadioGroup.Root>
      {values.kind === 'upi' ? (
        <TextField
          label="UPI id"
          name="refundVpa"
          placeholder="name@bank"
          maxLength={320}
          value={values.vpa}
          onChange={set('vpa')}
        />
      ) : (
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <TextField
            label="Account holder's name"
            name="refundAccountName"
            maxLength={100}
            value={values.accountName}
            onChange={set('accountName')}
          />
          <TextField
            label="Account number"
            name="refundAccountNumber"
            inputMode="numeric"
            maxLength={30}
            value={values.accountNumber}
            onChange={set('accountNumber')}
          />
          <TextField
            label="IFSC"
            name="refundIfsc"
            placeholder="SBIN0001234"
            maxLength={11}
            value={values.ifsc}
            onChange={set('ifsc')}
          />
        </Grid>
      )}
    </Box>
  );
}
