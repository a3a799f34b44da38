import { tableSlotRecipe } from '@chakra-theme/recipes/table';
import { Badge, Box, Button, Flex, Heading, Link, SimpleGrid, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { formatRupees } from '@sutra/rules';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import type { CustomerPageFieldsFragment } from '../../__generated__/admin/graphql';
import { useAdminCustomerQuery } from '../../__generated__/admin/operations/AdminCustomer';
import { isServerError, readableServerError } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { outlineButton } from '../../shared/forms/button-styles';
import { BlockDialog, PointsDialog } from './CustomerDialogs';
import { signedUpOn } from './customer-forms';

const when = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { dateStyle: 'medium' });

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="white" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** A table that scrolls sideways inside its section on a phone instead of widening the page. */
function SmallTable({ label, heads, children }: { label: string; heads: string[]; children: ReactNode }) {
  return (
    <Box overflowX="auto">
      <Table.Root recipe={tableSlotRecipe} size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            {heads.map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Box>
  );
}

function pointsLabel(entry: CustomerPageFieldsFragment['pointsHistory'][number]) {
  if (entry.kind === 'ADJUSTMENT')
    return `${entry.reason ?? 'Adjusted'}${entry.staffName ? ` (${entry.staffName})` : ''}`;
  return entry.orderNumber ? `Order ${entry.orderNumber}` : 'Order';
}

function CustomerDetails({ customer }: { customer: CustomerPageFieldsFragment }) {
  const [dialog, setDialog] = useState<'points' | 'block' | null>(null);
  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        <Box>
          <Heading as="h1" size="xl">
            {customer.name}
          </Heading>
          <Text color="fg.muted" wordBreak="break-all">
            {customer.email}
            {customer.contactNumber ? ` · ${customer.contactNumber}` : ''} · since {signedUpOn(customer.createdAt)}
          </Text>
        </Box>
        <Flex gap="2" wrap="wrap">
          <Button size="sm" {...outlineButton} onClick={() => setDialog('points')}>
            Adjust points
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette={customer.blockedAt ? 'gray' : 'red'}
            onClick={() => setDialog('block')}
          >
            {customer.blockedAt ? 'Unblock' : 'Block from buying'}
          </Button>
        </Flex>
      </Flex>
      {customer.blockedAt && (
        <FormAlert>
          Blocked from buying since {when(customer.blockedAt)}
          {customer.blockedReason ? `: ${customer.blockedReason}` : ''}
        </FormAlert>
      )}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Section title="Orders">
          {customer.orders.length === 0 ? (
            <Text>No orders yet.</Text>
          ) : (
            <SmallTable label="Orders" heads={['Order', 'Placed', 'Status', 'Total']}>
              {customer.orders.map((order) => (
                <Table.Row key={order.id}>
                  <Table.Cell>
                    <Link asChild color="brand.navy" textDecoration="underline">
                      <RouterLink to={`/admin/orders/${order.id}`}>{order.orderNumber}</RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{when(order.createdAt)}</Table.Cell>
                  <Table.Cell>
                    {order.orderStatus}
                    {order.paymentMethod === 'cod' ? ' · COD' : ''}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatRupees(order.totalPaise)}</Table.Cell>
                </Table.Row>
              ))}
            </SmallTable>
          )}
        </Section>
        <Section title={`Points · balance ${customer.pointsBalance}`}>
          {customer.pointsHistory.length === 0 ? (
            <Text>No points yet.</Text>
          ) : (
            <SmallTable label="Points history" heads={['Date', 'For', 'Earned', 'Spent']}>
              {customer.pointsHistory.map((entry) => (
                <Table.Row key={entry.id} data-testid="points-entry">
                  <Table.Cell>{when(entry.createdAt)}</Table.Cell>
                  <Table.Cell>{pointsLabel(entry)}</Table.Cell>
                  <Table.Cell textAlign="end">+{entry.pointsEarned}</Table.Cell>
                  <Table.Cell textAlign="end">{entry.pointsRedeemed > 0 ? `−${entry.pointsRedeemed}` : '0'}</Table.Cell>
                </Table.Row>
              ))}
            </SmallTable>
          )}
        </Section>
        <Section title="Return requests">
          {customer.returnRequests.length === 0 ? (
            <Text>No return requests.</Text>
          ) : (
            <Stack as="ul" ps="0" gap="2" listStyleType="none">
              {customer.returnRequests.map((request) => (
                <Box as="li" key={request.id}>
                  <Link asChild color="brand.navy" textDecoration="underline">
                    <RouterLink to={`/admin/orders/${request.orderId}`}>Order {request.orderNumber}</RouterLink>
                  </Link>{' '}
                  · {when(request.createdAt)} · {request.reason} ·{' '}
                  {request.openLines > 0 ? (
                    <Badge colorPalette="orange">{request.openLines} waiting</Badge>
                  ) : (
                    <Badge>Closed</Badge>
                  )}
                </Box>
              ))}
            </Stack>
          )}
        </Section>
        <Section title="Addresses">
          {customer.addresses.length === 0 ? (
            <Text>No saved addresses.</Text>
          ) : (
            <Stack as="ul" ps="0" gap="3" listStyleType="none">
              {customer.addresses.map((a) => (
                <Box as="li" key={`${a.add1}-${a.pincode}-${a.mobile}`}>
                  <Text fontWeight="medium">
                    {a.fullName} · {a.mobile} {a.isDefault && <Badge ms="1">Default</Badge>}
                  </Text>
                  <Text fontSize="sm">
                    {[a.add1, a.add2, a.landmark, a.city, a.state, a.pincode].filter(Boolean).join(', ')}
                  </Text>
                </Box>
              ))}
            </Stack>
          )}
        </Section>
      </SimpleGrid>
      <PointsDialog customer={customer} open={dialog === 'points'} onClose={() => setDialog(null)} />
      <BlockDialog customer={customer} open={dialog === 'block'} onClose={() => setDialog(null)} />
    </Stack>
  );
}

/** /admin/customers/:id (owner, orders): a buyer's page, with points adjusted and blocking from buying. */
export function CustomerPage() {
  const { id = '' } = useParams();
  const { data, error, loading } = useAdminCustomerQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <Spinner aria-label="Loading" />;
  if (!data?.customer) {
    return (
      <FormAlert>
        {isServerError(error, 'NOT_FOUND')
          ? 'There is no such customer.'
          : (readableServerError(error) ?? 'This customer cannot load right now.')}
      </FormAlert>
    );
  }
  return <CustomerDetails customer={data.customer} />;
}
