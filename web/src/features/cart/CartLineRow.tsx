import { Badge, Box, chakra, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { productPath } from '@sutra/rules';
import { Link as RouterLink } from 'react-router';
import { formatMoney } from '../../shared/money/format-money';
import { QuantityStepper } from '../../shared/ui/QuantityStepper';
import { PLACEHOLDER_IMAGE, ProductPrice } from '../catalog';
import { attributeLabel, lineName, optionsSearch } from './cart-lines';
import type { CartLine } from './use-cart';

/** Why a line's + is disabled: its product is out of stock, or the line holds the most one line may. */
function raiseBlocked(line: CartLine, max: number): string | undefined {
  if (!line.inStock) return 'Out of stock';
  return line.quantity < max ? undefined : `At most ${max} of one item`;
}

/**
 * One cart line: the matched variant's picture, name and chosen options, a quantity stepper (− at 1 removes the line,
 * + stops at the cart's per-line limit or when out of stock), an Edit link back to the product with those options, and
 * the unit, struck retail and line prices. An out-of-stock line stays, flagged and dimmed, outside the total.
 */
export function CartLineRow({
  line,
  max,
  onQuantity,
}: {
  line: CartLine;
  max: number;
  onQuantity: (quantity: number) => void;
}) {
  const { product, variant } = line;
  const href = `${productPath(product, product.category.name)}${optionsSearch(line)}`;
  const image = variant?.images[0] ?? PLACEHOLDER_IMAGE;
  const colour = line.attributes.find((a) => a.name === 'color')?.value ?? variant?.color ?? null;
  const name = lineName(line);

  return (
    <Box
      as="li"
      py="5"
      borderBottomWidth="1px"
      aria-label={name}
      data-testid="cart-line"
      data-out-of-stock={line.inStock ? undefined : ''}
    >
      <Flex gap={{ base: '4', md: '6' }}>
        <RouterLink to={href} aria-hidden tabIndex={-1}>
          <Box
            w={{ base: '24', md: '28' }}
            flexShrink="0"
            bg="brand.cream"
            overflow="hidden"
            rounded="sm"
            opacity={line.inStock ? 1 : 0.55}
          >
            <chakra.img
              src={image}
              alt={colour ? `${product.name} in ${colour}` : product.name}
              width="112"
              height="140"
              w="full"
              aspectRatio={4 / 5}
              objectFit="cover"
              data-testid="line-image"
            />
          </Box>
        </RouterLink>
        <Flex flex="1" minW="0" direction={{ base: 'column', md: 'row' }} gap="4" justify="space-between">
          <Stack gap="1.5" minW="0">
            <Link asChild fontWeight="medium" color="fg" lineClamp={2}>
              <RouterLink to={href}>{product.name}</RouterLink>
            </Link>
            {line.attributes.length > 0 && (
              <chakra.dl
                fontSize="sm"
                color="fg.muted"
                display="flex"
                gap="4"
                flexWrap="wrap"
                data-testid="line-options"
              >
                {line.attributes.map((a) => (
                  <Flex key={a.name} gap="1">
                    <chakra.dt>{attributeLabel(a.name)}:</chakra.dt>
                    <chakra.dd color="fg" fontWeight="medium">
                      {a.value}
                    </chakra.dd>
                  </Flex>
                ))}
              </chakra.dl>
            )}
            {!line.inStock && (
              <HStack gap="2" wrap="wrap" data-testid="line-out-of-stock">
                <Badge bg="blackAlpha.800" color="white" letterSpacing="wider">
                  Out Of Stock
                </Badge>
                <Text fontSize="sm" color="brand.sale">
                  Not included in your total
                </Text>
              </HStack>
            )}
            <HStack gap="4" mt="1" wrap="wrap">
              <QuantityStepper
                value={line.quantity}
                onChange={onQuantity}
                min={0}
                increaseBlocked={raiseBlocked(line, max)}
                label={`Quantity of ${name}`}
                decreaseLabel={line.quantity <= 1 ? `Remove ${name} from cart` : `Decrease quantity of ${name}`}
                increaseLabel={`Increase quantity of ${name}`}
                size="sm"
                valueTestId="line-quantity"
              />
              <Link asChild fontSize="sm" color="brand.navy" textDecoration="underline">
                <RouterLink to={href} aria-label={`Edit ${name}`}>
                  Edit
                </RouterLink>
              </Link>
            </HStack>
          </Stack>
          <Stack gap="1" align={{ base: 'flex-start', md: 'flex-end' }} flexShrink="0">
            <ProductPrice price={line.unitPrice} compareAtPrice={line.compareAtPrice} per="each" size="sm" />
            <Text
              fontWeight="semibold"
              fontSize="lg"
              data-testid="line-total"
              textDecoration={line.inStock ? undefined : 'line-through'}
              color={line.inStock ? 'fg' : 'fg.muted'}
            >
              {formatMoney(line.lineTotal)}
            </Text>
          </Stack>
        </Flex>
      </Flex>
    </Box>
  );
}
