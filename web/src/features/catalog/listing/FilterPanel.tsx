import { checkboxSlotRecipe } from '@chakra-theme/recipes/checkbox';
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import { popoverSlotRecipe } from '@chakra-theme/recipes/popover';
import { sliderSlotRecipe } from '@chakra-theme/recipes/slider';
import {
  Box,
  Button,
  Checkbox,
  CloseButton,
  Flex,
  Heading,
  HStack,
  NativeSelect,
  Popover,
  Portal,
  Slider,
  Stack,
  Text,
} from '@chakra-ui/react';
import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatRupees } from '../../../lib/format';
import type { FilterGroup } from './filter-groups';
import {
  type AvailabilityValue,
  activeFilterCount,
  DEFAULT_FILTERS,
  type ListingFilters,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
} from './listing-params';

export interface FilterPanelProps {
  filters: ListingFilters;
  groups: FilterGroup[];
  onApply: (filters: ListingFilters) => void;
}

/**
 * The Filters dropdown: price limit slider, one checkbox group per attribute, and availability. Choices are a draft
 * until Apply; the panel closes by its button, an outside click, its ×, or Apply. Reset restores the defaults.
 */
export function FilterPanel({ filters, groups, onApply }: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filters);
  useEffect(() => {
    if (open) setDraft(filters);
  }, [open, filters]);

  const toggleOption = (group: string, option: string, checked: boolean) =>
    setDraft((d) => {
      const current = d.attributes[group] ?? [];
      const next = checked ? [...current, option] : current.filter((o) => o !== option);
      return { ...d, attributes: { ...d.attributes, [group]: next } };
    });
  const count = activeFilterCount(filters);

  return (
    <Popover.Root
      recipe={popoverSlotRecipe}
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      positioning={{ placement: 'bottom-start' }}
      lazyMount
    >
      <Popover.Trigger asChild>
        <Button variant="outline" size="sm" data-testid="filters-button">
          <SlidersHorizontal size={16} aria-hidden />
          Filters{count > 0 ? ` (${count})` : ''}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: 'calc(100vw - 2rem)', sm: '96' }} data-testid="filter-panel">
            <Popover.Header>
              <Flex justify="space-between" align="center">
                <Popover.Title fontWeight="semibold">Filters</Popover.Title>
                <Popover.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Close filters" />
                </Popover.CloseTrigger>
              </Flex>
            </Popover.Header>
            <Popover.Body maxH="60vh" overflowY="auto">
              <Stack gap="6">
                <Slider.Root
                  recipe={sliderSlotRecipe}
                  min={PRICE_MIN}
                  max={PRICE_MAX}
                  step={PRICE_STEP}
                  value={[draft.priceLimit]}
                  onValueChange={(e) => setDraft((d) => ({ ...d, priceLimit: e.value[0] ?? d.priceLimit }))}
                  thumbAlignment="contain"
                >
                  <HStack justify="space-between">
                    <Slider.Label fontWeight="medium">Price</Slider.Label>
                    <Text fontSize="sm" data-testid="price-limit">
                      Up to {formatRupees(draft.priceLimit)}
                    </Text>
                  </HStack>
                  <Slider.Control>
                    <Slider.Track>
                      <Slider.Range bg="brand.navy" />
                    </Slider.Track>
                    <Slider.Thumb index={0}>
                      <Slider.HiddenInput />
                    </Slider.Thumb>
                  </Slider.Control>
                </Slider.Root>

                {groups.map((group) => (
                  <Box as="fieldset" key={group.name}>
                    <Heading as="legend" size="sm" mb="2">
                      {group.name}
                    </Heading>
                    <Flex wrap="wrap" gap="3">
                      {group.options.map((option) => (
                        <Checkbox.Root
                          recipe={checkboxSlotRecipe}
                          key={option}
                          size="sm"
                          checked={draft.attributes[group.name]?.includes(option) ?? false}
                          onCheckedChange={(e) => toggleOption(group.name, option, e.checked === true)}
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>{option}</Checkbox.Label>
                        </Checkbox.Root>
                      ))}
                    </Flex>
                  </Box>
                ))}

                <Box>
                  <Heading as="h3" size="sm" mb="2">
                    <label htmlFor="availability-select">Availability</label>
                  </Heading>
                  <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm">
                    <NativeSelect.Field
                      id="availability-select"
                      value={draft.availability}
                      onChange={(e) =>
                        setDraft((d) => ({ ...d, availability: e.currentTarget.value as AvailabilityValue }))
                      }
                    >
                      <option value="all">All</option>
                      <option value="inStock">In stock</option>
                      <option value="outOfStock">Out of stock</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Box>
              </Stack>
            </Popover.Body>
            <Popover.Footer>
              <HStack w="full" justify="space-between">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    // Reset applies at once: it also restores the sort and the sale-only box outside the panel.
                    setDraft(DEFAULT_FILTERS);
                    onApply(DEFAULT_FILTERS);
                  }}
                >
                  Reset
                </Button>
                <Button
                  size="sm"
                  bg="brand.navy"
                  color="white"
                  onClick={() => {
                    onApply(draft);
                    setOpen(false);
                  }}
                >
                  Apply
                </Button>
              </HStack>
            </Popover.Footer>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
