import { Box, Button, chakra, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { ChosenOptions, ProductAttribute } from '@sutra/rules';
import { colorHex } from '../../../shared/colors';

const COLOR_KEY = 'color';

/**
 * One picker per attribute: colour as named swatches, every other attribute (size) as buttons. Each option is a
 * toggle button (`aria-pressed`); `extra` renders beside an attribute's name (the Size Guide link). Options listed in
 * `soldOut` (by attribute key: the sizes sold out in the chosen colour) are struck through, named "sold out" and
 * cannot be chosen; they stay focusable (`aria-disabled`), so a screen reader still hears which sizes exist.
 */
export function VariantPicker({
  attributes,
  chosen,
  onChoose,
  extra,
  soldOut,
}: {
  attributes: readonly ProductAttribute[];
  chosen: ChosenOptions;
  onChoose: (key: string, optionLabel: string) => void;
  extra?: Partial<Record<string, React.ReactNode>>;
  soldOut?: Partial<Record<string, ReadonlySet<string>>>;
}) {
  return (
    <Stack gap="5">
      {attributes.map((attribute) => {
        const selected = chosen[attribute.key];
        const labelId = `picker-${attribute.key}`;
        return (
          <Box key={attribute.key} role="group" aria-labelledby={labelId}>
            <Flex justify="space-between" align="center" mb="2">
              <Text id={labelId} fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider">
                {attribute.label}
                {selected && (
                  <Text as="span" fontWeight="normal" textTransform="none" letterSpacing="normal" color="fg.muted">
                    : {selected}
                  </Text>
                )}
              </Text>
              {extra?.[attribute.key]}
            </Flex>
            {attribute.key === COLOR_KEY ? (
              <HStack gap="4" wrap="wrap">
                {attribute.options.map((option) => {
                  const pressed = option.label === selected;
                  return (
                    <chakra.button
                      key={option.label}
                      type="button"
                      aria-pressed={pressed}
                      onClick={() => onChoose(attribute.key, option.label)}
                      display="flex"
                      flexDirection="column"
                      alignItems="center"
                      gap="1"
                      cursor="pointer"
                      fontSize="xs"
                      rounded="md"
                      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.gold', outlineOffset: '2px' }}
                    >
                      <Box
                        as="span"
                        w="8"
                        h="8"
                        rounded="full"
                        bg={colorHex(option.label)}
                        borderWidth="1px"
                        borderColor="gray.300"
                        outline={pressed ? '2px solid' : 'none'}
                        outlineColor="brand.navy"
                        outlineOffset="2px"
                        aria-hidden="true"
                      />
                      <Text as="span" fontWeight={pressed ? 'semibold' : 'normal'}>
                        {option.label}
                      </Text>
                    </chakra.button>
                  );
                })}
              </HStack>
            ) : (
              <HStack gap="2" wrap="wrap">
                {attribute.options.map((option) => {
                  const pressed = option.label === selected;
                  const gone = soldOut?.[attribute.key]?.has(option.label) ?? false;
                  return (
                    <Button
                      key={option.label}
                      size="sm"
                      minW="12"
                      variant="outline"
                      aria-pressed={pressed}
                      aria-disabled={gone || undefined}
                      aria-label={gone ? `${option.label}, sold out` : undefined}
                      title={gone ? 'Sold out' : undefined}
                      data-sold-out={gone || undefined}
                      onClick={() => {
                        if (!gone) onChoose(attribute.key, option.label);
                      }}
                      bg={pressed ? 'brand.navy' : 'white'}
                      color={pressed ? 'white' : gone ? 'fg.subtle' : 'fg'}
                      borderColor={pressed ? 'brand.navy' : 'gray.300'}
                      borderStyle={gone ? 'dashed' : 'solid'}
                      textDecoration={gone ? 'line-through' : 'none'}
                      cursor={gone ? 'not-allowed' : 'pointer'}
                      _hover={{ borderColor: gone ? 'gray.300' : 'brand.navy' }}
                    >
                      {option.label}
                    </Button>
                  );
                })}
              </HStack>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
