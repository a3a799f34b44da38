import { accordionSlotRecipe } from '@chakra-theme/recipes/accordion';
import { tabsSlotRecipe } from '@chakra-theme/recipes/tabs';
import { Accordion, Box, chakra, Stack, Tabs, Text } from '@chakra-ui/react';
import type { ProductAttribute } from '@sutra/rules';
import type { ProductInfoTabsFragment } from '../../../__generated__/graphql';
import { useMediaQuery } from '../../../shared/hooks/use-media-query';
import type { ProductReviews } from '../../reviews';
import { ReviewsPanel } from '../../reviews';
import { INFO_TABS, type InfoTab } from './info-tabs';
import { ReturnAndExchange, ShippingInformation } from './policy-copy';

export interface ProductInfoTabsProps {
  product: ProductInfoTabsFragment;
  attributes: readonly ProductAttribute[];
  reviews: ProductReviews;
  /** The open tab (controlled, so the review count beside the rating can open CUSTOMER REVIEWS); null = all closed. */
  value: InfoTab | null;
  onValueChange: (value: InfoTab | null) => void;
}

/** DESCRIPTION, CUSTOMER REVIEWS, SHIPPING INFORMATION and RETURN & EXCHANGE: tabs from md up, an accordion below. */
export function ProductInfoTabs({ product, attributes, reviews, value, onValueChange }: ProductInfoTabsProps) {
  // The server (and hydration) render the phone's accordion; a wider screen turns it into tabs once running.
  const asTabs = useMediaQuery('(min-width: 768px)');
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

  if (asTabs) {
    return (
      <Tabs.Root
        recipe={tabsSlotRecipe}
        value={value ?? 'description'}
        onValueChange={(e) => onValueChange(e.value as InfoTab)}
        variant="line"
        colorPalette="gray"
      >
        <Tabs.List overflowX="auto">
          {INFO_TABS.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} letterSpacing="wider" fontSize="sm" flexShrink="0">
              {t.title}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {INFO_TABS.map((t) => (
          <Tabs.Content key={t.value} value={t.value} py="8">
            {content(t.value)}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    );
  }

  return (
    <Accordion.Root
      recipe={accordionSlotRecipe}
      collapsible
      value={value ? [value] : []}
      onValueChange={(e) => onValueChange((e.value[0] as InfoTab | undefined) ?? null)}
    >
      {INFO_TABS.map((t) => (
        <Accordion.Item key={t.value} value={t.value}>
          <Accordion.ItemTrigger py="4" fontSize="sm" letterSpacing="wider" fontWeight="semibold">
            <Box flex="1" textAlign="start">
              {t.title}
            </Box>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody pb="6">{content(t.value)}</Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
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
