import { Badge, Box, Button, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useState } from 'react';
import { useHomepageProductPicksQuery } from '../../__generated__/admin/operations/HomepageProductPicks';
import { TextField } from '../../shared/forms/FormFields';
import type { HomepagePick } from './homepage-form';

interface PicksEditorProps {
  /** The section's name, e.g. "Top Trending". */
  label: string;
  picks: HomepagePick[];
  onChange: (picks: HomepagePick[]) => void;
  error?: string | undefined;
}

/** A section's products in order: move each up or down, remove it, or find one by name and add it at the end. */
export function PicksEditor({ label, picks, onChange, error }: PicksEditorProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const found = useHomepageProductPicksQuery({ variables: { search }, skip: search === '' });
  const move = (from: number, to: number) => {
    const next = [...picks];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    onChange(next);
  };
  const picked = new Set(picks.map((p) => p.id));

  return (
    <Stack gap="3" data-testid={`picks-${label}`}>
      <Text fontWeight="medium">{label} products</Text>
      {picks.length === 0 && <Text color="fg.muted">No products picked.</Text>}
      <Stack as="ol" gap="1" listStyleType="none" aria-label={`${label} products`}>
        {picks.map((pick, i) => (
          <Flex as="li" key={pick.id} align="center" gap="2" py="1" borderBottomWidth="1px" minW="0">
            <Text flex="1" truncate>
              {i + 1}. {pick.name}
            </Text>
            {!pick.visible && (
              <Badge colorPalette="orange" title="Hidden or sold out: not shown on the homepage">
                Hidden
              </Badge>
            )}
            <HStack gap="1" flexShrink={0}>
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={`Move ${pick.name} up`}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
              >
                <ArrowUp />
              </IconButton>
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={`Move ${pick.name} down`}
                disabled={i === picks.length - 1}
                onClick={() => move(i, i + 1)}
              >
                <ArrowDown />
              </IconButton>
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={`Remove ${pick.name}`}
                onClick={() => onChange(picks.filter((p) => p.id !== pick.id))}
              >
                <X />
              </IconButton>
            </HStack>
          </Flex>
        ))}
      </Stack>
      {error && (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      )}
      <Flex
        gap="2"
        align="end"
        wrap="wrap"
        onKeyDown={(event) => {
          // Enter searches here rather than saving the whole form.
          if (event.key === 'Enter') {
            event.preventDefault();
            setSearch(typed.trim());
          }
        }}
      >
        <Box flex="1" minW="12rem">
          <TextField label={`Find a product for ${label}`} name={`search-${label}`} value={typed} onChange={setTyped} />
        </Box>
        <Button variant="outline" onClick={() => setSearch(typed.trim())}>
          Search
        </Button>
      </Flex>
      {search && found.data && (
        <Stack as="ul" gap="1" listStyleType="none" aria-label={`Products found for ${label}`}>
          {found.data.homepageProductPicks.length === 0 && <Text color="fg.muted">No product is named so.</Text>}
          {found.data.homepageProductPicks.map((product) => (
            <Flex as="li" key={product.id} align="center" gap="2">
              <Text flex="1" truncate>
                {product.name}
              </Text>
              <Button
                size="sm"
                variant="outline"
                disabled={picked.has(product.id)}
                aria-label={`Add ${product.name} to ${label}`}
                onClick={() => onChange([...picks, product])}
              >
                {picked.has(product.id) ? 'Added' : 'Add'}
              </Button>
            </Flex>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
