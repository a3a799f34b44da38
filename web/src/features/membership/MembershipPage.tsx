import { tableSlotRecipe } from '@chakra-theme/recipes/table';
import { Box, Button, Center, chakra, Flex, Grid, Heading, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Award, Gift, Sparkles, Tag } from 'lucide-react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMembershipPageQuery } from '../../__generated__/operations/MembershipPage';
import { usePageHead } from '../../app/head/use-page-head';
import { formatCount, formatLongDate } from '../../shared/format';
import { formatMoney, inr } from '../../shared/money/format-money';
import { SideScroll } from '../../shared/ui/SideScroll';

/**
 * Membership (/profile/membership): the 'BECOME A MEMBER' banner with a shop link, 'No Of Order Placed', Your Points,
 * Redeem Points (to the cart when it holds something, else to the listing), the perks, the points history and the
 * terms (hidden until there is history).
 */
export default function MembershipPage() {
  usePageHead({ title: 'Membership | Sutra', noindex: true });
  const { data, loading, error } = useMembershipPageQuery({ fetchPolicy: 'cache-and-network' });
  const membership = data?.membership ?? null;

  useEffect(() => {
    if (error) console.error('Failed to load membership', error);
  }, [error]);

  const cartCount = data?.cart?.count ?? 0;
  // Until the answer comes: the store's own figures (₹100 earns a point, a point takes ₹1 off).
  const earnEvery = membership?.spendPerPointEarned ?? inr(10_000);
  const pointValue = membership?.pointValue ?? inr(100);
  const history = membership?.pointsHistory ?? [];

  return (
    <Stack gap="6">
      <Box
        as="section"
        aria-labelledby="membership-banner"
        bg="brand.navy"
        color="white"
        rounded="md"
        px={{ base: '5', md: '8' }}
        py={{ base: '6', md: '8' }}
      >
        <Flex gap="4" align="center" justify="space-between" wrap="wrap">
          <Stack gap="2" maxW="xl">
            <Heading as="h1" id="membership-banner" size="2xl" letterSpacing="wider" color="brand.gold">
              BECOME A MEMBER
            </Heading>
            <Text color="brand.cream">
              Every order earns points, and every point takes {formatMoney(pointValue)} off your next purchase.
            </Text>
          </Stack>
          <Button asChild bg="brand.gold" color="brand.navy" _hover={{ bg: 'brand.gold/90' }}>
            <RouterLink to="/product-listing">Shop Now</RouterLink>
          </Button>
        </Flex>
      </Box>

      {loading && !membership ? (
        <Center py="10">
          <Spinner size="lg" color="brand.navy" aria-label="Loading your points" />
        </Center>
      ) : !membership ? (
        <Text color="red.700" textAlign="center" role="alert">
          Your points could not be loaded. Please try again.
        </Text>
      ) : (
        <>
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' }} gap="4">
            <Stat label="No Of Order Placed" value={formatCount(membership.ordersPlaced)} testId="orders-placed" />
            <Stat label="Your Points" value={formatCount(membership.totalPoints)} testId="total-points" />
            <Flex
              align="center"
              justify="center"
              borderWidth="1px"
              borderColor="gray.200"
              rounded="md"
              bg="white"
              p="5"
            >
              <Button asChild bg="brand.navy" color="white" w="full">
                <RouterLink to={cartCount > 0 ? '/cart' : '/product-listing'}>Redeem Points</RouterLink>
              </Button>
            </Flex>
          </Grid>

          <Section title="Member perks">
            <Stack as="ul" gap="3" listStyleType="none">
              <Perk icon={Award}>Earn 1 point for every {formatMoney(earnEvery)} of each order you place.</Perk>
              <Perk icon={Tag}>Each point takes {formatMoney(pointValue)} off at checkout, with one switch.</Perk>
              <Perk icon={Gift}>Points are added to your account as soon as your order is placed.</Perk>
              <Perk icon={Sparkles}>Members hear about new collections and sales first.</Perk>
            </Stack>
          </Section>

          <Section title="Points history">
            {history.length === 0 ? (
              <Text color="fg.muted" data-testid="no-points-history">
                No points yet. Your first order starts your history.
              </Text>
            ) : (
              <SideScroll label="Points history table">
                {/* Small type, tight cells and dates that wrap: the four columns fit a 375 px phone. */}
                <Table.Root
                  recipe={tableSlotRecipe}
                  size="sm"
                  fontSize={{ base: 'xs', sm: 'sm' }}
                  css={{ '& th, & td': { paddingInline: { base: '1', sm: '3' } } }}
                  data-testid="points-history"
                >
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Date</Table.ColumnHeader>
                      <Table.ColumnHeader>Order</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Earned</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Redeemed</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {history.map((entry) => (
                      <Table.Row key={entry.id}>
                        <Table.Cell>{formatLongDate(entry.createdAt)}</Table.Cell>
                        <Table.Cell>{entry.orderNumber ?? entry.note ?? '—'}</Table.Cell>
                        <Table.Cell textAlign="end" color="green.700">
                          +{formatCount(entry.pointsEarned)}
                        </Table.Cell>
                        <Table.Cell textAlign="end">
                          {entry.pointsRedeemed > 0 ? `−${formatCount(entry.pointsRedeemed)}` : '0'}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </SideScroll>
            )}
          </Section>

          {history.length > 0 && (
            <Section title="Terms" testId="membership-terms">
              <Stack as="ul" gap="2" ps="5" fontSize="sm" color="fg.muted" listStyleType="disc">
                <chakra.li>
                  Points are credited for the amount paid on each order, after discounts and points.
                </chakra.li>
                <chakra.li>Points can be spent at checkout only, up to the order's value after any coupon.</chakra.li>
                <chakra.li>Points have no cash value and cannot be transferred to another account.</chakra.li>
                <chakra.li>Sutra may change these perks and terms; points already earned are kept.</chakra.li>
              </Stack>
            </Section>
          )}
        </>
      )}
    </Stack>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap="1" borderWidth="1px" borderColor="gray.200" rounded="md" bg="white" p="5">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="3xl" fontFamily="heading" color="brand.navy" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <Box
      as="section"
      aria-label={title}
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      bg="white"
      p={{ base: '3', sm: '4', md: '6' }}
      data-testid={testId}
    >
      <Heading as="h2" size="md" color="brand.navy" fontFamily="heading" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Perk({ icon: Icon, children }: { icon: typeof Award; children: React.ReactNode }) {
  return (
    <chakra.li display="flex" alignItems="flex-start" gap="3">
      <Box color="brand.gold" mt="0.5" flexShrink="0">
        <Icon size={18} aria-hidden />
      </Box>
      <Text>{children}</Text>
    </chakra.li>
  );
}
