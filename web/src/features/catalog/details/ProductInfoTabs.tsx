import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import type { ProductAttribute } from '@sutra/rules';
import { useEffect, useRef } from 'react';
import type { ProductInfoTabsFragment } from '../../../__generated__/graphql';
import type { ProductReviews } from '../../reviews';
import { ReviewsPanel } from '../../reviews';
import { ChevronDown } from './chevron-down';
import { INFO_TABS, type InfoTab, infoPanelId, infoTabFromHash, infoTabId } from './info-tabs';
import { accordionStyles as accordion, tabsStyles as tabs } from './info-tabs-styles';
import { ReturnAndExchange, ShippingInformation } from './policy-copy';

export interface ProductInfoTabsProps {
  product: ProductInfoTabsFragment;
  attributes: readonly ProductAttribute[];
  reviews: ProductReviews;
  /** The open tab (controlled, so the review count beside the rating can open CUSTOMER REVIEWS); null = all closed. */
  value: InfoTab | null;
  onValueChange: (value: InfoTab | null) => void;
}

/**
 * Until the app runs (and with JavaScript off) a section's link (`#info-reviews`) shows its panel by `:target`. Once
 * hydrated the open section is the app's state, which has adopted that address (see the effect below).
 */
const BEFORE_APP = 'html:not([data-hydrated]) &';
const targetRules = {
  [`${BEFORE_APP}:has([role=tabpanel]:target) [role=tabpanel]:not(:target)`]: { display: 'none' },
  [`${BEFORE_APP} [role=tabpanel]:target`]: { display: 'block' },
  // The tab row and the headers follow the panel shown, as the app's state will.
  [`${BEFORE_APP}:has([role=tabpanel]:target) [role=tab][aria-selected=true]`]: {
    color: 'fg.muted',
    '&::before': { display: 'none' },
  },
  [`${BEFORE_APP}:has([role=tabpanel]:target) a[aria-expanded=true] [data-part=item-indicator]`]: {
    rotate: '0deg',
  },
  ...Object.fromEntries(
    INFO_TABS.map((t) => [
      `${BEFORE_APP}:has(#${infoPanelId(t.value)}:target)`,
      {
        [`& #${infoTabId(t.value)}`]: {
          color: 'fg',
          position: 'relative',
          '&::before': {
            content: '""',
            position: 'absolute',
            bottom: '-1px',
            insetInline: '0',
            height: '2px',
            background: 'colorPalette.solid',
          },
        },
        [`& a[aria-controls=${infoPanelId(t.value)}] [data-part=item-indicator]`]: { rotate: '180deg' },
      },
    ]),
  ),
};

/**
 * DESCRIPTION, CUSTOMER REVIEWS, SHIPPING INFORMATION and RETURN & EXCHANGE: tabs from md up, an accordion below.
 *
 * One markup for every width, the server's and the app's alike: a tab row (shown from md up) and, before each panel,
 * its accordion header (shown below md), chosen by CSS, so hydration changes nothing on the screen. Every panel's
 * content is in the HTML, and every tab and header is a link to its panel, so a tap before the scripts arrive (or
 * with JavaScript off) opens it; the app keeps that choice when it takes over.
 */
export function ProductInfoTabs({ product, attributes, reviews, value, onValueChange }: ProductInfoTabsProps) {
  const list = useRef<HTMLDivElement>(null);

  // A section opened by its link before the app took over stays open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount; later choices go through the handlers.
  useEffect(() => {
    const asked = infoTabFromHash(window.location.hash);
    if (asked) onValueChange(asked);
  }, []);

  const selected = value ?? 'description';
  const select = (tab: InfoTab) => (event: React.MouseEvent) => {
    event.preventDefault();
    onValueChange(tab);
  };
  const onListKeyDown = (event: React.KeyboardEvent) => {
    const at = INFO_TABS.findIndex((t) => t.value === selected);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const to =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? INFO_TABS.length - 1
          : step !== undefined
            ? (at + step + INFO_TABS.length) % INFO_TABS.length
            : -1;
    const next = INFO_TABS[to];
    if (!next) return;
    event.preventDefault();
    onValueChange(next.value);
    list.current?.querySelector<HTMLElement>(`#${infoTabId(next.value)}`)?.focus();
  };

  const content = (tab: InfoTab) => {
    switch (tab) {
      case 'description':
        return <Description product={product} attributes={attributes} />;
      case 'reviews':
        return <ReviewsPanel reviews={reviews} productId={product.id} />;
      case 'shipping':
        return <ShippingInformation />;
      case 'returns':
        return <ReturnAndExchange />;
    }
  };

  return (
    <Box css={{ ...tabs.root, ...targetRules }} colorPalette="gray" data-orientation="horizontal">
      <chakra.div
        ref={list}
        role="tablist"
        aria-orientation="horizontal"
        data-orientation="horizontal"
        css={{ ...tabs.list, overflowX: 'auto', mdDown: { display: 'none' } }}
        onKeyDown={onListKeyDown}
      >
        {INFO_TABS.map((t) => {
          const on = value === t.value;
          return (
            <chakra.a
              key={t.value}
              id={infoTabId(t.value)}
              href={`#${infoPanelId(t.value)}`}
              role="tab"
              aria-selected={on}
              aria-controls={infoPanelId(t.value)}
              tabIndex={t.value === selected ? 0 : -1}
              data-orientation="horizontal"
              css={{ ...tabs.trigger, letterSpacing: 'wider', fontSize: 'sm', flexShrink: '0' }}
              onClick={select(t.value)}
            >
              {t.title}
            </chakra.a>
          );
        })}
      </chakra.div>
      {INFO_TABS.map((t) => {
        const open = value === t.value;
        const state = open ? 'open' : 'closed';
        return (
          <chakra.div key={t.value} css={{ ...accordion.item, md: { borderBottomWidth: '0' } }}>
            <chakra.a
              href={`#${infoPanelId(t.value)}`}
              role="button"
              aria-expanded={open}
              aria-controls={infoPanelId(t.value)}
              data-state={state}
              css={{
                ...accordion.itemTrigger,
                py: '4',
                fontSize: 'sm',
                letterSpacing: 'wider',
                fontWeight: 'semibold',
                md: { display: 'none' },
              }}
              onClick={(event) => {
                event.preventDefault();
                onValueChange(open ? null : t.value);
              }}
            >
              <Box flex="1" textAlign="start">
                {t.title}
              </Box>
              <chakra.span css={accordion.itemIndicator} data-part="item-indicator" data-state={state} aria-hidden>
                <ChevronDown />
              </chakra.span>
            </chakra.a>
            <chakra.div
              id={infoPanelId(t.value)}
              role="tabpanel"
              aria-labelledby={infoTabId(t.value)}
              data-state={state}
              css={{ display: open ? 'block' : 'none', pb: '6', scrollMarginTop: '24', md: { py: '8' } }}
            >
              {content(t.value)}
            </chakra.div>
          </chakra.div>
        );
      })}
    </Box>
  );
}

function Description({
  product,
  attributes,
}: {
  product: ProductInfoTabsFragment;
  attributes: readonly ProductAttribute[];
}) {
  return (
    <Stack gap="4" maxW="3xl" data-testid="description">
      <Text whiteSpace="pre-line">{product.description}</Text>
      {attributes.length > 0 && (
        <chakra.dl display="grid" gridTemplateColumns="max-content 1fr" columnGap="6" rowGap="1" fontSize="sm">
          {attributes.map((a) => (
            <Box key={a.key} display="contents">
              <chakra.dt fontWeight="semibold">{a.label}</chakra.dt>
              <chakra.dd color="fg.muted">{a.options.map((o) => o.label).join(', ')}</chakra.dd>
            </Box>
          ))}
        </chakra.dl>
      )}
    </Stack>
  );
}
