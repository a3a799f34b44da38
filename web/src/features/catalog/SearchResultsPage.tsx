import { Box, Heading, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { usePageHead } from '../../app/head/use-page-head';
import { SEARCH_MIN_LENGTH } from '../search';
import { ListingView } from './listing/ListingView';

/**
 * `/search?q=…`: the search's matches as a listing, with the category listing's filters, sort, chips and reveal by
 * scroll; its own order is the search's ranking. Enter in the header's search box and 'See all results' lead here.
 */
export default function SearchResultsPage() {
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  if (query.length < SEARCH_MIN_LENGTH) return <SearchPrompt />;
  return <ListingView key={query} scope={{ search: query }} />;
}

function SearchPrompt() {
  usePageHead({ title: 'Search | Sutra', noindex: true });
  return (
    <Box maxW="3xl" mx="auto" px="4" py="24" textAlign="center">
      <Heading as="h1" size="3xl" mb="3">
        Search
      </Heading>
      <Text color="fg.muted">Type at least {SEARCH_MIN_LENGTH} characters in the search box to see what we have.</Text>
    </Box>
  );
}
