import { Button, Flex, Text } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { appliedFilters, withoutFilters } from './applied-filters';
import { DEFAULT_FILTERS, type ListingFilters } from './listing-params';

/**
 * The applied filters above the grid, each a chip that takes itself away, and 'Clear all'. Nothing shows for a
 * plain listing. Each is a link to the listing without it (`hrefOf`), so it works before the app runs; the app
 * applies it in place.
 */
export function AppliedFilterChips({
  filters,
  onApply,
  hrefOf,
  defaults = DEFAULT_FILTERS,
}: {
  filters: ListingFilters;
  onApply: (filters: ListingFilters) => void;
  hrefOf: (filters: ListingFilters) => string;
  /** The listing's own defaults (the search results page has no price limit). */
  defaults?: ListingFilters;
}) {
  const follow = (next: ListingFilters) => (event: React.MouseEvent) => {
    event.preventDefault();
    onApply(next);
  };
  const cleared = withoutFilters(filters, defaults);
  const chips = appliedFilters(filters, defaults);
  if (chips.length === 0) return null;
  return (
    <Flex
      as="section"
      aria-label="Applied filters"
      wrap="wrap"
      gap="2"
      align="center"
      mb="5"
      data-testid="applied-filters"
    >
      {chips.map((chip) => (
        <Flex
          key={chip.key}
          align="center"
          gap="1"
          ps="3"
          pe="1"
          h="8"
          rounded="full"
          borderWidth="1px"
          borderColor="gray.300"
          bg="brand.cream"
          fontSize="sm"
          data-testid="filter-chip"
        >
          <Text>{chip.label}</Text>
          <Button variant="ghost" size="2xs" rounded="full" minW="6" h="6" p="0" asChild>
            <a href={hrefOf(chip.without)} aria-label={`Remove filter ${chip.label}`} onClick={follow(chip.without)}>
              <X size={14} aria-hidden />
            </a>
          </Button>
        </Flex>
      ))}
      <Button variant="plain" size="sm" px="1" textDecoration="underline" asChild>
        <a href={hrefOf(cleared)} onClick={follow(cleared)}>
          Clear all
        </a>
      </Button>
    </Flex>
  );
}
