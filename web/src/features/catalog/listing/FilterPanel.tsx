import { checkboxSlotRecipe } from '@chakra-theme/recipes/checkbox';
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import { popoverSlotRecipe } from '@chakra-theme/recipes/popover';
import { sliderSlotRecipe } from '@chakra-theme/recipes/slider';
import {
  Box,
  Button,
  Checkbox,
  CloseButton,
  chakra,
  Flex,
  Grid,
  Heading,
  HStack,
  NativeSelect,
  Popover,
  Portal,
  Slider,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ProductCollection } from '../../../__generated__/graphql';
import { useListingFacetsQuery } from '../../../__generated__/operations/ListingFacets';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { FILTER_FALLBACK_ID } from './FilterFallback';
import { FiltersLabel } from './FiltersButton';
import { type FilterGroup, optionCounts } from './filter-groups';
import {
  type AvailabilityValue,
  activeFilterCount,
  DEFAULT_FILTERS,
  type ListingFilters,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
  priceLimitLabel,
  toQueryArguments,
} from './listing-params';

/** Which products the panel's counts are of: the listing's own scope. */
export type FacetScope = { category: string } | { collection: ProductCollection } | { search: string };

/** The counts follow the draft this long after it stops changing (the slider moves in steps of ₹100). */
const COUNTS_DEBOUNCE_MS = 300;

export interface FilterPanelProps {
  filters: ListingFilters;
  groups: FilterGroup[];
  onApply: (filters: ListingFilters) => void;
  scope: FacetScope;
  /** Opens the panel with this draft: the choices made in the page's own filter form before the app ran. */
  openWith?: ListingFilters | null;
  /** What Reset restores and the count on the button is measured from (the search results page has no price limit). */
  defaults?: ListingFilters;
  /** Takes the focus to the panel's button on mount: the button it replaces had it. */
  focusOnMount?: boolean;
}

/**
 * The Filters dropdown: price limit slider (its top reads '₹30,000+' and sets no limit), one checkbox group per
 * attribute with the server's count beside each option, and availability. Choices are a draft until Apply; the
 * counts follow the draft (each option counted with the other choices applied), so the shopper sees what a tick
 * would show before applying it. The panel closes by its button, an outside click, its ×, or Apply. Reset restores
 * the defaults.
 *
 * The button is a link to the page's own filter form (FilterFallback), which shows in its place until the app runs
 * and with JavaScript off; once running, the app opens this panel instead. The panel's code is a chunk of its own,
 * loaded on intent: FiltersButton stands in for it until then.
 */
export function FilterPanel({
  filters,
  groups,
  onApply,
  scope,
  openWith,
  defaults = DEFAULT_FILTERS,
  focusOnMount = false,
}: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const triggerBox = useRef<HTMLSpanElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount.
  useEffect(() => {
    if (focusOnMount) triggerBox.current?.querySelector('a')?.focus();
  }, []);
  const [draft, setDraft] = useState(filters);
  const seed = useRef<ListingFilters | null>(null);
  useEffect(() => {
    if (!open) return;
    setDraft(seed.current ?? filters);
    seed.current = null;
  }, [open, filters]);
  useEffect(() => {
    if (!openWith) return;
    seed.current = openWith;
    setOpen(true);
  }, [openWith]);

  const toggleOption = (group: string, option: string, checked: boolean) =>
    setDraft((d) => {
      const current = d.attributes[group] ?? [];
      const next = checked ? [...current, option] : current.filter((o) => o !== option);
      return { ...d, attributes: { ...d.attributes, [group]: next } };
    });
  const count = activeFilterCount(filters, defaults);

  return (
    <Popover.Root
      recipe={popoverSlotRecipe}
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      positioning={{ placement: 'bottom-start' }}
      lazyMount
    >
      {/* The app opens the panel (the trigger's own handler, which a prevented click would skip), then keeps the
          browser from following the link, which is for the page before the app runs. */}
      <chakra.span ref={triggerBox} display="contents" onClick={keepLinkForBeforeApp}>
        <Popover.Trigger asChild>
          <Button variant="outline" size="sm" data-testid="filters-button" asChild>
            {/* biome-ignore lint/a11y/useSemanticElements: a link to the filter form before the app runs, a button once it does. */}
            <a href={`#${FILTER_FALLBACK_ID}`} role="button">
              <FiltersLabel count={count} />
            </a>
          </Button>
        </Popover.Trigger>
      </chakra.span>
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
                  getAriaValueText={(details) => priceLimitLabel(details.value)}
                >
                  <HStack justify="space-between">
                    <Slider.Label fontWeight="medium">Price</Slider.Label>
                    <Text fontSize="sm" data-testid="price-limit">
                      {priceLimitLabel(draft.priceLimit)}
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

                <OptionCountsProvider scope={scope} draft={draft}>
                  {(countOf) =>
                    groups.map((group) => (
                      <Box as="fieldset" key={group.name}>
                        <Heading as="legend" size="sm" mb="2">
                          {group.name}
                        </Heading>
                        {/* A grid, so a count arriving never moves the options along (or a click off its target). */}
                        <Grid
                          templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' }}
                          columnGap="3"
                          rowGap="2"
                        >
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
                              <Checkbox.Label>
                                <span>{option}</span>
                                <OptionCount count={countOf(group.name, option)} />
                              </Checkbox.Label>
                            </Checkbox.Root>
                          ))}
                        </Grid>
                      </Box>
                    ))
                  }
                </OptionCountsProvider>

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
                    setDraft(defaults);
                    onApply(defaults);
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

const keepLinkForBeforeApp = (event: React.MouseEvent) => {
  if (event.target instanceof Element && event.target.closest(`a[href="#${FILTER_FALLBACK_ID}"]`)) {
    event.preventDefault();
  }
};

/**
 * The server's per-option counts for the draft's filters, asked once the panel is open (its content mounts lazily)
 * and again shortly after the draft stops changing; until they arrive no numbers show.
 */
function OptionCountsProvider({
  scope,
  draft,
  children,
}: {
  scope: FacetScope;
  draft: ListingFilters;
  children: (countOf: (group: string, option: string) => number | undefined) => React.ReactNode;
}) {
  const settled = useDebouncedValue(draft, COUNTS_DEBOUNCE_MS);
  const { filter } = useMemo(() => toQueryArguments(settled), [settled]);
  const { data, previousData } = useListingFacetsQuery({ variables: { ...scope, filter } });
  const countOf = useMemo(() => optionCounts((data ?? previousData)?.listingFacets), [data, previousData]);
  return <>{children(countOf)}</>;
}

function OptionCount({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <>
      {' '}
      <Text as="span" color={count === 0 ? 'fg.subtle' : 'fg.muted'} data-testid="option-count">
        ({count})
      </Text>
    </>
  );
}
