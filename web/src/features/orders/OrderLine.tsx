import { Box, type BoxProps, chakra, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatMoney } from '../../shared/money/format-money';
import { PLACEHOLDER_IMAGE, ProductPrice } from '../catalog';
import type { BoughtLine } from './bought-line';

export interface OrderLineProps {
  line: BoughtLine;
  /** The test id of the line's element: `checkout-line`, `order-line`. */
  testId: string;
  /** What the line says beside its price: a status badge, a remove button. */
  aside?: ReactNode;
  /** Under the options: the order's number, a link to its details. */
  children?: ReactNode;
  /** Set when the line cannot be bought now (its product went out of stock): the picture dims and this says why. */
  unavailable?: ReactNode;
  /** The picture's width: `sm` in lists, `lg` on an order's own page. */
  size?: 'sm' | 'lg';
  /** Extra attributes of the line's element (`data-order-id`). */
  data?: Record<`data-${string}`, string>;
  /** The line's inner margin at its sides, where its list has none. */
  px?: BoxProps['px'];
}

const PICTURE = { sm: { base: '4rem', sm: '5rem' }, lg: { base: '6rem', sm: '10rem' } } as const;

/**
 * One bought line: its picture, name and chosen options, its price (`ProductPrice`: the unit price × quantity, the
 * retail price struck through when it was discounted) and the line's total, as the server priced them. On a phone
 * the prices take a row under the text instead of squeezing it.
 */
export function OrderLine({ line, testId, aside, children, unavailable, size = 'sm', data, px }: OrderLineProps) {
  const picture = PICTURE[size];
  return (
    <Box
      as="li"
      py="4"
      px={px}
      borderBottomWidth="1px"
      borderColor="gray.100"
      _last={{ borderBottomWidth: 0 }}
      aria-label={line.name}
      data-testid={testId}
      data-out-of-stock={unavailable ? '' : undefined}
      {...data}
    >
      <Grid
        templateColumns={{
          base: `${picture.base} minmax(0, 1fr)`,
          sm: `${picture.sm} minmax(0, 1fr) auto`,
        }}
        columnGap={{ base: '3', sm: '4' }}
        rowGap="2"
        alignItems="start"
      >
        <Box
          gridRow={{ base: 'span 2', sm: 'auto' }}
          bg="brand.cream"
          rounded="sm"
          overflow="hidden"
          opacity={unavailable ? 0.55 : 1}
        >
          <chakra.img
            src={line.image ?? PLACEHOLDER_IMAGE}
            alt={line.name}
            width="80"
            height="100"
            w="full"
            h="auto"
            aspectRatio={4 / 5}
            objectFit="cover"
          />
        </Box>
        <Stack gap="1" minW="0">
          <Text fontWeight="medium" overflowWrap="anywhere">
            {line.name}
          </Text>
          {line.options.length > 0 && (
            <Text fontSize="sm" color="fg.muted">
              {line.options.join(' · ')}
            </Text>
          )}
          {unavailable}
          {children}
        </Stack>
        <Flex
          direction={{ base: 'row', sm: 'column' }}
          align={{ base: 'center', sm: 'flex-end' }}
          justify={{ base: 'space-between', sm: 'flex-start' }}
          wrap="wrap"
          columnGap="3"
          rowGap="1"
          data-testid="line-prices"
        >
          <Stack gap="0.5" align={{ base: 'flex-start', sm: 'flex-end' }}>
            <ProductPrice
              price={line.unitPrice}
              compareAtPrice={line.compareAtPrice}
              per={`× ${line.quantity}`}
              size="sm"
            />
            <Text fontSize="sm">
              Line total{' '}
              <chakra.span fontWeight="semibold" data-testid="line-total">
                {formatMoney(line.lineTotal)}
              </chakra.span>
            </Text>
          </Stack>
          {aside}
        </Flex>
      </Grid>
    </Box>
  );
}
