import { Box, Button, chakra, Flex, Link, Stack } from '@chakra-ui/react';
import type { CategoriesQuery } from '../../__generated__/graphql';
import { SHOWN_BY_LINK_UNTIL_HYDRATED } from '../../shared/ui/until-hydrated';
import { MENU_FALLBACK_ID } from './menu-fallback';

/**
 * The phone's menu before the app runs and with JavaScript off: a search form to the results page and the category
 * links, under the header. Below md the header shows neither, and its menu button opens the app's drawer only once the
 * app runs; before that the button's link shows this. It is hidden once the app runs (the drawer takes over, opened
 * if this was open).
 */
export function MenuFallback({ categories }: { categories: CategoriesQuery['categories'] }) {
  return (
    <Box
      id={MENU_FALLBACK_ID}
      {...SHOWN_BY_LINK_UNTIL_HYDRATED}
      hideFrom="md"
      bg="white"
      color="brand.navy"
      borderTopWidth="1px"
      borderColor="gray.100"
      px="4"
      py="4"
      data-testid="menu-fallback"
    >
      <Stack gap="4">
        <chakra.form action="/search" method="get" role="search">
          <Flex gap="2">
            <chakra.input
              type="search"
              name="q"
              aria-label="Search for products"
              placeholder="Search for products..."
              flex="1"
              h="9"
              px="3"
              borderWidth="1px"
              borderColor="gray.300"
              rounded="md"
            />
            <Button type="submit" size="sm" h="9">
              Search
            </Button>
          </Flex>
        </chakra.form>
        <Stack as="nav" aria-label="Shop by category" gap="1">
          {categories.map((c) => (
            <Link key={c.id} href={`/product-listing/${c.value}`} py="1.5" color="inherit">
              {c.name}
            </Link>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
