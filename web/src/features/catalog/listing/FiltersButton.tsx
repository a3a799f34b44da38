import { Button, chakra } from '@chakra-ui/react';
import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FILTER_FALLBACK_ID } from './FilterFallback';
import type { FilterPanelProps } from './FilterPanel';
import { filterPanelCode, type LoadedFilterPanel } from './filter-panel-code';
import type { ListingFilters } from './listing-params';

/** What the Filters button reads: the count of applied filters beside it. */
export function FiltersLabel({ count }: { count: number }) {
  return (
    <>
      <SlidersHorizontal size={16} aria-hidden />
      Filters{count > 0 ? ` (${count})` : ''}
    </>
  );
}

/**
 * The Filters button, with the panel's code loaded on intent: the pointer over it or down on it, focus, a key. Until
 * the code is here the button is what the server rendered, a link to the page's own filter form (FilterFallback),
 * which the browser follows before the app runs; once the app runs, a tap marks it busy and opens the panel when the
 * code has come (a tap is never dropped). The panel then takes its place, the focus with it.
 */
export function FiltersButton(props: FilterPanelProps & { count: number }) {
  const { count, openWith, ...panel } = props;
  const [wanted, setWanted] = useState(false);
  // The draft the panel opens with once here: the listing's filters for a tap, the form's choices from before the app.
  const [openSeed, setOpenSeed] = useState<ListingFilters | null>(null);
  const [loaded, setLoaded] = useState<{ Panel: LoadedFilterPanel; focused: boolean } | null>(null);
  const [anchor, setAnchor] = useState<HTMLAnchorElement | null>(null);

  useEffect(() => {
    if (!openWith) return;
    setOpenSeed(openWith);
    setWanted(true);
  }, [openWith]);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    filterPanelCode.load().then(
      (Panel) => {
        if (live) setLoaded({ Panel, focused: anchor !== null && document.activeElement === anchor });
      },
      () => {
        if (live) setWanted(false);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, anchor]);

  const Ready = loaded?.Panel ?? (wanted ? undefined : filterPanelCode.loaded);
  if (Ready) return <Ready {...panel} openWith={openSeed} focusOnMount={loaded?.focused ?? false} />;

  const want = () => setWanted(true);
  return (
    <chakra.span display="contents">
      <Button variant="outline" size="sm" data-testid="filters-button" asChild>
        {/* biome-ignore lint/a11y/useSemanticElements: a link to the filter form before the app runs, a button once it does. */}
        <a
          ref={setAnchor}
          href={`#${FILTER_FALLBACK_ID}`}
          role="button"
          aria-busy={openSeed ? true : undefined}
          onPointerEnter={want}
          onPointerDown={want}
          onFocus={want}
          onKeyDown={want}
          onClick={(event) => {
            event.preventDefault();
            setOpenSeed(props.filters);
            want();
          }}
        >
          <FiltersLabel count={count} />
        </a>
      </Button>
    </chakra.span>
  );
}
