import { HStack, Text } from '@chakra-ui/react';
import { formatMoney, type Money } from '../../shared/money/format-money';

export interface ProductPriceProps {
  /** What the piece sells (or sold) for. */
  price: Money;
  /** The retail price to strike through beside it: the server's, set only when there is a discount. */
  compareAtPrice?: Money | null;
  /** Drawn as 'n% OFF' after the struck price; left out where a badge on the picture says it. */
  discountPercent?: number | null;
  /** After the price, quieter: ' each' for a line's unit price. */
  per?: string;
  /** `sm` in a line, `md` on a card, `lg` on the product's own page. */
  size?: 'sm' | 'md' | 'lg';
}

const SIZES = {
  sm: { price: 'sm', struck: 'sm', gap: '2' },
  md: { price: 'md', struck: 'sm', gap: '2' },
  lg: { price: '2xl', struck: 'md', gap: '3' },
} as const;

/**
 * A price, wherever one is drawn (card, product page, cart and order lines): the sale price, the retail price struck
 * through when the server says the piece is discounted (read out as 'Was …'), and the percent off when asked. Amounts
 * are the server's, in paise, formatted by the one formatter; nothing here works out a price.
 */
export function ProductPrice({ price, compareAtPrice, discountPercent, per, size = 'md' }: ProductPriceProps) {
  const look = SIZES[size];
  return (
    <HStack gap={look.gap} align="baseline" wrap="wrap" data-testid="product-price" data-keep-clear>
      <Text fontSize={look.price} fontWeight="semibold" data-testid="sale-price">
        {formatMoney(price)}
        {per && (
          <Text as="span" color="fg.muted" fontWeight="normal">
            {' '}
            {per}
          </Text>
        )}
      </Text>
      {compareAtPrice && (
        <Text as="s" color="fg.muted" fontSize={look.struck} data-testid="compare-at-price">
          <Text as="span" srOnly>
            Was{' '}
          </Text>
          {formatMoney(compareAtPrice)}
        </Text>
      )}
      {compareAtPrice && discountPercent ? (
        <Text color="brand.sale" fontWeight="semibold" fontSize={look.struck} data-testid="discount">
          {discountPercent}% OFF
        </Text>
      ) : null}
    </HStack>
  );
}
