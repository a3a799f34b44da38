import { Box, Button, chakra, Flex, Grid, Heading, Stack } from '@chakra-ui/react';
import { SHOWN_BY_LINK_UNTIL_HYDRATED } from '../../../shared/ui/until-hydrated';
import type { FilterGroup } from './filter-groups';
import { attributeParam, type ListingFilters, PRICE_MAX, PRICE_MIN, PRICE_STEP } from './listing-params';

/** The address the Filters button links to: this form, shown by `:target` until the app runs. */
export const FILTER_FALLBACK_ID = 'listing-filters';

const field = {
  h: '8',
  px: '2',
  borderWidth: '1px',
  borderColor: 'gray.300',
  rounded: 'md',
  bg: 'white',
  fontSize: 'sm',
} as const;

/**
 * The Filters panel's choices as plain fields of the listing's GET form (ListingView): the price limit, a box per
 * attribute option (one `attr.Color=Navy` per tick) and availability, with Apply to submit. It is hidden once the app
 * runs, which opens its own panel with whatever was chosen here; before that (and with JavaScript off) the Filters
 * button's link shows it. Its fields start from the listing's filters and are left to the browser (uncontrolled).
 */
export function FilterFallback({ filters, groups }: { filters: ListingFilters; groups: readonly FilterGroup[] }) {
  return (
    <Box
      id={FILTER_FALLBACK_ID}
      {...SHOWN_BY_LINK_UNTIL_HYDRATED}
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      p="4"
      mb="6"
      data-testid="filter-fallback"
    >
      <Stack gap="5">
        <label>
          <Heading as="span" size="sm" display="block" mb="2">
            Price limit (₹)
          </Heading>
          <chakra.input
            type="number"
            name="maxPrice"
            min={PRICE_MIN}
            max={PRICE_MAX}
            step={PRICE_STEP}
            defaultValue={filters.priceLimit}
            w="40"
            {...field}
          />
        </label>
        {groups.map((group) => (
          <chakra.fieldset key={group.name}>
            <Heading as="legend" size="sm" mb="2">
              {group.name}
            </Heading>
            <Grid
              templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' }}
              gap="2"
              fontSize="sm"
              css={{ '& > label': { display: 'flex', alignItems: 'center', gap: '2' } }}
            >
              {group.options.map((option) => (
                // Plain labels styled once by the grid (a listing has dozens): the page's HTML stays lean.
                <label key={option}>
                  <input
                    type="checkbox"
                    name={attributeParam(group.name)}
                    value={option}
                    defaultChecked={filters.attributes[group.name]?.includes(option) ?? false}
                  />
                  {option}
                </label>
              ))}
            </Grid>
          </chakra.fieldset>
        ))}
        <label>
          <Heading as="span" size="sm" display="block" mb="2">
            Availability
          </Heading>
          <chakra.select name="availability" defaultValue={filters.availability} {...field}>
            <option value="all">All</option>
            <option value="inStock">In stock</option>
            <option value="outOfStock">Out of stock</option>
          </chakra.select>
        </label>
        <Flex justify="flex-end">
          <Button type="submit" size="sm" bg="brand.navy" color="white">
            Apply
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}
