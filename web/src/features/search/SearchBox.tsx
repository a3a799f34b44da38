import { Box, chakra, Flex, Spinner, Text } from '@chakra-ui/react';
import { Search as SearchIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSearchQuery } from '../../__generated__/operations/Search';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import { useTypedBeforeHydration } from '../../shared/hooks/use-typed-before-hydration';
import { formatMoney } from '../../shared/money/format-money';
import { PLACEHOLDER_IMAGE } from '../catalog';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH, type SearchItem, searchItems, searchResultsPath } from './search-items';

export interface SearchBoxProps {
  placeholder: string;
  /** Called after a result is chosen (the mobile menu closes itself). */
  onNavigate?: () => void;
}

/**
 * The header's search: a combobox whose dropdown groups CATEGORIES and PRODUCTS, then 'See all results'. It searches
 * 300 ms after typing stops, for 3+ characters; arrow keys move through the entries, Enter opens the highlighted one,
 * or, with none highlighted, the search results page (/search?q=…). Escape or a click outside closes.
 *
 * It is a GET form to the results page, so Enter before the app runs (or with JavaScript off) still lands there, from
 * the server; once running, the app handles Enter itself and the form never submits.
 */
export function SearchBox({ placeholder, onNavigate }: SearchBoxProps) {
  const navigate = useNavigate();
  const listId = useId();
  const container = useRef<HTMLFormElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const searching = query.length >= SEARCH_MIN_LENGTH;
  const { data, loading, error } = useSearchQuery({ variables: { query }, skip: !searching });
  // Words typed before the app took over stay in the box; the app starts from them.
  useTypedBeforeHydration(container, (typed) => {
    if (typed.q) setText(typed.q);
  });
  const items = searching ? searchItems(data?.search) : [];
  const showDropdown = open && searching && (items.length > 0 || !loading);

  useEffect(() => {
    if (error) console.error('Search failed', error);
  }, [error]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query starts with no option highlighted.
  useEffect(() => setActive(-1), [query]);
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const go = (href: string) => {
    setOpen(false);
    setText('');
    navigate(href);
    onNavigate?.();
  };
  const choose = (item: SearchItem) => go(item.href);
  const typed = text.trim();
  const allResults = () => go(searchResultsPath(typed));
  /** The entries arrow keys move through: the results, then 'See all results'. */
  const entries = showDropdown && items.length > 0 ? items.length + 1 : 0;

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && entries) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % entries);
    } else if (event.key === 'ArrowUp' && entries) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? entries - 1 : i - 1));
    } else if (event.key === 'Enter') {
      const item = entries ? items[active] : undefined;
      if (item) {
        event.preventDefault();
        choose(item);
      } else if (typed.length >= SEARCH_MIN_LENGTH) {
        event.preventDefault();
        allResults();
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const optionId = (i: number) => `${listId}-option-${i}`;
  let index = -1;
  const group = (name: SearchItem['group']) => {
    const entries = items.filter((i) => i.group === name);
    if (!entries.length) return null;
    return (
      <Box role="group" aria-labelledby={`${listId}-${name}`} py="1">
        <Text
          id={`${listId}-${name}`}
          px="3"
          py="1"
          fontSize="xs"
          fontWeight="bold"
          letterSpacing="wider"
          color="fg.muted"
        >
          {name}
        </Text>
        {entries.map((item) => {
          index += 1;
          const i = index;
          return (
            <Flex
              key={item.key}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              align="center"
              gap="3"
              px="3"
              py="2"
              cursor="pointer"
              bg={i === active ? 'gray.100' : undefined}
              _hover={{ bg: 'gray.100' }}
              onPointerDown={(e) => e.preventDefault()}
              onClick={() => choose(item)}
              onMouseEnter={() => setActive(i)}
            >
              {item.group === 'PRODUCTS' && (
                <chakra.img
                  src={item.image || PLACEHOLDER_IMAGE}
                  alt=""
                  w="10"
                  h="12"
                  objectFit="cover"
                  bg="brand.cream"
                />
              )}
              <Box flex="1" minW="0">
                <Text truncate color="fg">
                  {item.label}
                </Text>
                {item.price !== undefined && (
                  <Text fontSize="sm" color="fg.muted">
                    {formatMoney(item.price)}
                  </Text>
                )}
              </Box>
            </Flex>
          );
        })}
      </Box>
    );
  };

  return (
    <chakra.form
      ref={container}
      role="search"
      action="/search"
      method="get"
      position="relative"
      w="full"
      onSubmit={(event) => {
        // The app answers Enter itself (onKeyDown); fewer than 3 characters search for nothing.
        event.preventDefault();
      }}
    >
      <Box
        position="absolute"
        left="3"
        top="50%"
        transform="translateY(-50%)"
        color="fg.muted"
        pointerEvents="none"
        zIndex="1"
      >
        <SearchIcon size={16} aria-hidden />
      </Box>
      {/* A plain styled input (not Chakra's Input, whose field machinery would weigh on the first page). */}
      <chakra.input
        type="search"
        name="q"
        role="combobox"
        aria-label="Search products and categories"
        aria-expanded={showDropdown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        placeholder={placeholder}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        w="full"
        h="9"
        ps="9"
        pe="3"
        bg="white"
        color="fg"
        fontSize="sm"
        rounded="full"
        borderWidth="1px"
        borderColor="gray.300"
        outline="none"
        _focusVisible={{ borderColor: 'brand.navy', boxShadow: '0 0 0 1px {colors.brand.navy}' }}
      />
      {showDropdown && (
        <Box
          id={listId}
          role="listbox"
          aria-label="Search results"
          position="absolute"
          top="calc(100% + 6px)"
          insetX="0"
          bg="white"
          color="fg"
          rounded="md"
          boxShadow="lg"
          maxH="70vh"
          overflowY="auto"
          zIndex="dropdown"
          data-testid="search-results"
        >
          {group('CATEGORIES')}
          {group('PRODUCTS')}
          {items.length > 0 && (
            // Pinned to the bottom of the dropdown: four categories and eight products are taller than a laptop's
            // 70vh, and the way to every result must not scroll out of sight.
            <Box
              id={optionId(items.length)}
              role="option"
              aria-selected={active === items.length}
              position="sticky"
              bottom="0"
              px="3"
              py="2.5"
              borderTopWidth="1px"
              borderColor="gray.200"
              fontSize="sm"
              fontWeight="medium"
              color="brand.navy"
              cursor="pointer"
              bg={active === items.length ? 'gray.100' : 'white'}
              _hover={{ bg: 'gray.100' }}
              onPointerDown={(e) => e.preventDefault()}
              onClick={allResults}
              onMouseEnter={() => setActive(items.length)}
            >
              See all results for “{query}”
            </Box>
          )}
          {items.length === 0 &&
            (loading ? (
              <Flex p="4" justify="center">
                <Spinner size="sm" aria-label="Searching" />
              </Flex>
            ) : (
              <Text p="4" color="fg.muted" fontSize="sm">
                Nothing matches “{query}”. Try a fabric, a colour or a garment.
              </Text>
            ))}
        </Box>
      )}
    </chakra.form>
  );
}
