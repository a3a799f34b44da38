import { Button, chakra, Text } from '@chakra-ui/react';
import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FILTER_FALLBACK_ID } from './FilterFallback';
import type { FilterPanelProps } from './FilterPanel';
import { filterPanelCode, type LoadedFilterPanel } from './filter-panel-code';
import type { ListingFilters } from './listing-params';

/** Said beside the button when a tap waited for the panel's code and it could not be fetched. */
const FILTERS_NOT_LOADED = 'The filters could not load. Check your connection and tap Filters again.';

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
 * code has come (a tap is never dropped). The panel then takes its place, the focus with it. If the code cannot be
 * fetched (the connection dropped), a tap waiting for it is answered in words and the button is free again: the next
 * tap asks for the code again.
 */
export function FiltersButton(props: FilterPanelProps & { count: number }) {
  const { count, openWith, ...panel } = props;
  const [wanted, setWanted] = useState(false);
  // The draft the panel opens with once here: the listing's filters for a tap, the form's choices from before the app.
  const [openSeed, setOpenSeed] = useState<ListingFilters | null>(null);
  const [loaded, setLoaded] = useState<{ Panel: LoadedFilterPanel; focused: boolean } | null>(null);
  const [anchor, setAnchor] = useState<HTMLAnchorElement | null>(null);
  // A tap waited for the panel's code and the code could not be fetched: said beside the button until the next tap.
  const [tapLost, setTapLost] = useState(false);
  // A press begun on this button and not yet ended in its click: the panel, if its code comes meanwhile, waits for
  // the click, which would otherwise land on no button at all (the one pressed has left the page) and be dropped.
  const { pressed, press, release } = usePress(anchor);

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
        if (!live) return;
        setWanted(false);
        if (openSeed) {
          setTapLost(true);
          setOpenSeed(null);
        }
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, anchor, openSeed]);

  const Ready = pressed ? undefined : (loaded?.Panel ?? (wanted ? undefined : filterPanelCode.loaded));
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
          onPointerDown={() => {
            press();
            want();
          }}
          onFocus={want}
          onKeyDown={want}
          onClick={(event) => {
            event.preventDefault();
            release();
            setTapLost(false);
            setOpenSeed(props.filters);
            want();
          }}
        >
          <FiltersLabel count={count} />
        </a>
      </Button>
      {tapLost && (
        <Text as="span" role="alert" fontSize="sm" color="red.600" ms="2">
          {FILTERS_NOT_LOADED}
        </Text>
      )}
    </chakra.span>
  );
}

/**
 * Whether a press begun on `button` is still to end in its click. It ends there (`release`), or when the pointer lets
 * go elsewhere, or when the browser takes the gesture (a scroll): no click comes then.
 */
function usePress(button: HTMLElement | null): { pressed: boolean; press: () => void; release: () => void } {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    if (!pressed) return;
    const up = (event: PointerEvent) => {
      if (!(event.target instanceof Node && button?.contains(event.target))) setPressed(false);
    };
    const cancel = () => setPressed(false);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('pointercancel', cancel, true);
    return () => {
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', cancel, true);
    };
  }, [pressed, button]);
  return { pressed, press: () => setPressed(true), release: () => setPressed(false) };
}
