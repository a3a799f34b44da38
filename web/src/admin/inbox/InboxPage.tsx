import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import {
  Badge,
  Box,
  Button,
  Field,
  Flex,
  Heading,
  NativeSelect,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { InboxItemFieldsFragment } from '../../__generated__/admin/graphql';
import { useAdminInboxQuery } from '../../__generated__/admin/operations/AdminInbox';
import { useReplyToInboxItemMutation } from '../../__generated__/admin/operations/ReplyToInboxItem';
import { useSetInboxItemHandledMutation } from '../../__generated__/admin/operations/SetInboxItemHandled';
import { useSetReviewHiddenMutation } from '../../__generated__/admin/operations/SetReviewHidden';
import { readableServerError } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { outlineButton, primaryButton } from '../../shared/forms/button-styles';
import { appendNodes, useLoadMore } from '../layout/use-load-more';
import { KIND_LABELS, INBOX_KINDS as KINDS, readInboxFilters } from './inbox-filters';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', hour12: false });

function Select(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm" width={{ base: 'full', sm: 'auto' }}>
      <NativeSelect.Field
        aria-label={props.label}
        bg="white"
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function ReplyForm({ item }: { item: InboxItemFieldsFragment }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [reply, { loading }] = useReplyToInboxItemMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setProblem('Write a reply.');
    setProblem(null);
    try {
      await reply({ variables: { kind: item.kind, id: item.id, text: text.trim() } });
    } catch (failure) {
      setProblem(readableServerError(failure) ?? 'The reply could not be sent. Try again.');
    }
  };
  return (
    <form onSubmit={submit} aria-label={`Reply to ${item.name}`}>
      <Field.Root>
        <Field.Label>Reply by mail to {item.email}</Field.Label>
        <Textarea bg="white" maxLength={5000} value={text} onChange={(e) => setText(e.currentTarget.value)} />
      </Field.Root>
      {problem && <FormAlert>{problem}</FormAlert>}
      <Button type="submit" size="sm" mt="2" loading={loading} {...primaryButton}>
        Send reply
      </Button>
    </form>
  );
}

function InboxRow({ item }: { item: InboxItemFieldsFragment }) {
  const [setHandled, handling] = useSetInboxItemHandledMutation();
  const [setHidden, hiding] = useSetReviewHiddenMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await work();
    } catch (failure) {
      setProblem(readableServerError(failure) ?? 'That could not be saved. Try again.');
    }
  };
  return (
    <Box as="li" listStyleType="none" bg="white" borderWidth="1px" borderRadius="md" p="4" data-testid="inbox-item">
      <Flex gap="2" wrap="wrap" justify="space-between" mb="2">
        <Flex gap="2" wrap="wrap" align="center">
          <Badge>{KIND_LABELS[item.kind]}</Badge>
          {item.handledAt ? <Badge colorPalette="green">Handled</Badge> : <Badge colorPalette="orange">Waiting</Badge>}
          {item.hidden && <Badge colorPalette="red">Hidden from the store</Badge>}
          <Text fontWeight="semibold" wordBreak="break-all">
            {item.name} · {item.email}
          </Text>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {when(item.createdAt)}
        </Text>
      </Flex>
      {item.kind === 'REVIEW' && (
        <Text fontWeight="medium">
          {item.rating} ★ · {item.title} · {item.productName}
        </Text>
      )}
      <Text whiteSpace="pre-wrap" mb="3">
        {item.text}
      </Text>
      {item.reply ? (
        <Box bg="gray.50" p="3" borderRadius="md" mb="3" data-testid="inbox-reply">
          <Text fontSize="sm" color="fg.muted">
            Replied {when(item.reply.at)}
            {item.reply.by ? ` by ${item.reply.by}` : ''}
          </Text>
          <Text whiteSpace="pre-wrap">{item.reply.text}</Text>
        </Box>
      ) : (
        <Box mb="3">
          <ReplyForm item={item} />
        </Box>
      )}
      {problem && <FormAlert>{problem}</FormAlert>}
      <Flex gap="2" wrap="wrap">
        <Button
          size="sm"
          {...outlineButton}
          loading={handling.loading}
          onClick={() =>
            run(() => setHandled({ variables: { kind: item.kind, id: item.id, handled: !item.handledAt } }))
          }
        >
          {item.handledAt ? 'Mark waiting' : 'Mark handled'}
        </Button>
        {item.kind === 'REVIEW' && (
          <Button
            size="sm"
            variant="outline"
            colorPalette={item.hidden ? 'gray' : 'red'}
            loading={hiding.loading}
            onClick={() => run(() => setHidden({ variables: { id: item.id, hidden: !item.hidden } }))}
          >
            {item.hidden ? 'Show in the store' : 'Hide from the store'}
          </Button>
        )}
      </Flex>
    </Box>
  );
}

/**
 * /admin/inbox (owner, orders): feedback, contact queries and reviews, newest first, waiting ones unless the filter
 * says otherwise (kept in the URL); mark handled, reply by mail (once), hide a review from the store.
 */
export function InboxPage() {
  const [params, setParams] = useSearchParams();
  const filters = readInboxFilters(params);
  const { data, error, loading, fetchMore } = useAdminInboxQuery({
    variables: { kind: filters.kind, state: filters.state },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.inbox;
  const setFilter = (key: 'kind' | 'state', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };
  const { loadMore, loadingMore, moreError } = useLoadMore(
    page?.pageInfo.endCursor
      ? () =>
          fetchMore({
            variables: { after: page?.pageInfo.endCursor },
            updateQuery: appendNodes('inbox'),
          })
      : null,
    'More items cannot load right now.',
  );

  return (
    <Box>
      <Heading as="h1" size="xl" mb="4">
        Inbox
      </Heading>
      <Flex gap="2" wrap="wrap" mb="4">
        <Select
          label="Kind"
          value={filters.kind?.toLowerCase() ?? ''}
          onChange={(v) => setFilter('kind', v)}
          options={[
            { value: '', label: 'Everything' },
            ...KINDS.map((k) => ({ value: k.toLowerCase(), label: KIND_LABELS[k] })),
          ]}
        />
        <Select
          label="State"
          value={filters.state === null ? 'all' : filters.state === 'HANDLED' ? 'handled' : ''}
          onChange={(v) => setFilter('state', v)}
          options={[
            { value: '', label: 'Waiting' },
            { value: 'handled', label: 'Handled' },
            { value: 'all', label: 'All' },
          ]}
        />
      </Flex>
      {error && !data && <FormAlert>{readableServerError(error) ?? 'The inbox cannot load right now.'}</FormAlert>}
      {loading && !page ? (
        <Spinner aria-label="Loading" />
      ) : page && page.nodes.length === 0 ? (
        <Text>Nothing here.</Text>
      ) : (
        <Stack as="ul" gap="3" ps="0" aria-label="Inbox" aria-busy={loading}>
          {page?.nodes.map((item) => (
            <InboxRow key={`${item.kind}-${item.id}`} item={item} />
          ))}
        </Stack>
      )}
      {moreError && <FormAlert>{moreError}</FormAlert>}
      {page?.pageInfo.hasNextPage && (
        <Button mt="4" variant="outline" onClick={loadMore} loading={loadingMore}>
          Load more
        </Button>
      )}
    </Box>
  );
}
