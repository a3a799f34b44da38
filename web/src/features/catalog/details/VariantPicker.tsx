import { Box, Button, chakra, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { ChosenOptions, ProductAttribute } from '@sutra/rules';
import { useSearchParams } from 'react-router';
import { colorHex } from '../../../shared/colors';

const COLOR_KEY = 'color';
const SIZE_KEY = 'size';

/**
 * The address of the product with an option chosen (`?color=Navy&size=40`), which the page reads on load: a size keeps
 * the other choices; any other option keeps every choice but the size, which the page then picks among those left.
 */
function optionSearch(current: URLSearchParams, chosen: ChosenOptions, key: string, label: string): string {
  const next = new URLSearchParams(current);
  for (const [k, v] of Object.entries(chosen)) {
    if (v && k !== SIZE_KEY) next.set(k, v);
  }
  if (key !== SIZE_KEY) next.delete(SIZE_KEY);
  next.set(key, label);
  return `?${next}`;
}

/** The app chooses in place; the link is for the page before it runs. Space presses it, as it would a button. */
const pressLink = (choose: () => void) => ({
  onClick: (event: React.MouseEvent) => {
    event.preventDefault();
    choose();
  },
  onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    event.currentTarget.click();
  },
});

/**
 * One picker per attribute: colour as named swatches, every other attribute (size) as buttons. Each option is a
 * toggle button (`aria-pressed`); `extra` renders beside an attribute's name (the Size Guide link). Options listed in
 * `soldOut` (by attribute key: the sizes sold out in the chosen colour) are struck through, named "sold out" and
 * cannot be chosen; they stay focusable (`aria-disabled`), so a screen reader still hears which sizes exist.
 *
 * Each option is a link to the product with it chosen, so a tap before the app runs (or with JavaScript off) lands on
 * the page the server renders with that choice; once running, the app chooses in place and the address stays.
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
  const [search] = useSearchParams();
  const hrefOf = (key: string, label: string) => optionSearch(search, chosen, key, label);
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
                    <chakra.a
                      key={option.label}
                      href={hrefOf(attribute.key, option.label)}
                      role="button"
                      aria-pressed={pressed}
                      {...pressLink(() => onChoose(attribute.key, option.label))}
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
                    </chakra.a>
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
                      asChild
                      bg={pressed ? 'brand.navy' : 'white'}
                      color={pressed ? 'white' : gone ? 'fg.subtle' : 'fg'}
                      borderColor={pressed ? 'brand.navy' : 'gray.300'}
                      borderStyle={gone ? 'dashed' : 'solid'}
                      textDecoration={gone ? 'line-through' : 'none'}
                      cursor={gone ? 'not-allowed' : 'pointer'}
                      _hover={{ borderColor: gone ? 'gray.300' : 'brand.navy' }}
                    >
                      {/* A sold-out size links nowhere: it stays focusable, and cannot be chosen. */}
                      {/* biome-ignore lint/a11y/useSemanticElements: a link before the app runs, a toggle once it does. */}
                      <a
                        href={gone ? undefined : hrefOf(attribute.key, option.label)}
                        role="button"
                        tabIndex={0}
                        {...pressLink(() => {
                          if (!gone) onChoose(attribute.key, option.label);
                        })}
                      >
                        {option.label}
                      </a>
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
