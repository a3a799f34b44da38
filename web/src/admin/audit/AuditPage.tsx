import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import {
  Box,
  Button,
  Field,
  Flex,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditLogQuery } from '../../__generated__/admin/graphql';
import { useAuditLogQuery } from '../../__generated__/admin/operations/AuditLog';
import { useStaffMembersQuery } from '../../__generated__/admin/operations/StaffMembers';
import { isServerError, readableServerError } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { primaryButton } from '../../shared/forms/button-styles';
import { appendNodes, useLoadMore } from '../layout/use-load-more';
import { changedKeys } from './audit-diff';
import {
  type AuditFilters,
  auditFilterInput,
  auditSearchOf,
  NO_AUDIT_FILTERS,
  readAuditFilters,
} from './audit-filters';

export const AUDIT_OWNER_ONLY = 'Only the owner reads the audit log.';

type AuditEntry = AuditLogQuery['auditLog']['nodes'][number];

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', hour12: false });

function FilterField(props: {
  label: string;
  name: keyof AuditFilters;
  type?: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label fontWeight="medium">{props.label}</Field.Label>
      <Input
        name={props.name}
        type={props.type ?? 'text'}
        size="sm"
        bg="white"
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
    </Field.Root>
  );
}

/**
 * The filters, edited here and applied to the URL together (a half-typed action asks nothing). The page keys this
 * form by the URL's query, so a new URL starts a fresh draft and nothing else (a list arriving) resets the typing.
 */
function AuditFilterForm({ applied, onApply }: { applied: AuditFilters; onApply: (f: AuditFilters) => void }) {
  const [draft, setDraft] = useState(applied);
  const members = useStaffMembersQuery().data?.staffMembers ?? [];
  const set = (key: keyof AuditFilters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  return (
    <Box asChild bg="gray.100" p="4" borderRadius="md" mb="4">
      <form
        aria-label="Audit filters"
        onSubmit={(event) => {
          event.preventDefault();
          onApply(draft);
        }}
      >
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3" mb="3">
          <Field.Root>
            <Field.Label fontWeight="medium">Member</Field.Label>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm">
              <NativeSelect.Field
                name="member"
                bg="white"
                value={draft.member}
                onChange={(e) => set('member')(e.currentTarget.value)}
              >
                <option value="">Anyone</option>
                {members.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name} ({m.email})
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <FilterField
            label="Action (e.g. product.update)"
            name="action"
            value={draft.action}
            onChange={set('action')}
          />
          <FilterField label="Entity (e.g. product)" name="entity" value={draft.entity} onChange={set('entity')} />
          <FilterField label="Entity id" name="entityId" value={draft.entityId} onChange={set('entityId')} />
          <FilterField label="From" name="from" type="date" value={draft.from} onChange={set('from')} />
          <FilterField label="To" name="to" type="date" value={draft.to} onChange={set('to')} />
        </SimpleGrid>
        <Flex gap="2" wrap="wrap">
          <Button type="submit" size="sm" {...primaryButton}>
            Filter
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => onApply(NO_AUDIT_FILTERS)}>
            Clear
          </Button>
        </Flex>
      </form>
    </Box>
  );
}

/** One entry: who did what to which record, when, and the keys it changed, before → after. */
function AuditRow({ entry }: { entry: AuditEntry }) {
  const changes = changedKeys(entry.before, entry.after);
  return (
    <Box as="li" listStyleType="none" bg="white" p="4" borderRadius="md" data-testid="audit-entry">
      <Flex gap="2" wrap="wrap" justify="space-between" mb="2">
        <Text fontWeight="semibold" wordBreak="break-word">
          {entry.action} · {entry.entity} {entry.entityId}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {when(entry.createdAt)} · {entry.staff.name}
        </Text>
      </Flex>
      {changes.length > 0 && (
        <Box
          as="dl"
          fontSize="sm"
          display="grid"
          gridTemplateColumns="minmax(0, max-content) minmax(0, 1fr)"
          columnGap="3"
          rowGap="1"
        >
          {changes.map((change) => (
            <Box key={change.key} display="contents" data-testid="audit-change">
              <Text as="dt" fontWeight="medium">
                {change.key}
              </Text>
              <Text as="dd" wordBreak="break-all">
                <Text as="del" color="red.700">
                  {change.before || '—'}
                </Text>{' '}
                →{' '}
                <Text as="ins" color="green.700" textDecoration="none">
                  {change.after || '—'}
                </Text>
              </Text>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * /admin/audit (owner): every staff write, newest first, filtered by member, action, entity, entity id and dates
 * (kept in the URL), fifty at a time with "Load more" following the api's cursor.
 */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = readAuditFilters(params);
  const { data, error, loading, fetchMore } = useAuditLogQuery({
    variables: { filter: auditFilterInput(filters) },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.auditLog;

  const { loadMore, loadingMore, moreError } = useLoadMore(
    page?.pageInfo.endCursor
      ? () =>
          fetchMore({
            variables: { after: page?.pageInfo.endCursor },
            updateQuery: appendNodes('auditLog'),
          })
      : null,
    'More entries cannot load right now.',
  );

  return (
    <Box>
      <Heading as="h1" size="xl" mb="4">
        Audit log
      </Heading>
      {isServerError(error, 'FORBIDDEN') ? (
        <FormAlert>{AUDIT_OWNER_ONLY}</FormAlert>
      ) : (
        <>
          <AuditFilterForm
            key={params.toString()}
            applied={filters}
            onApply={(next) => setParams(auditSearchOf(next))}
          />
          {error && !data && (
            <FormAlert>{readableServerError(error) ?? 'The audit log cannot load right now.'}</FormAlert>
          )}
          {loading && !page ? (
            <Spinner aria-label="Loading" />
          ) : page && page.nodes.length === 0 ? (
            <Text>No entries match.</Text>
          ) : (
            <Stack as="ul" gap="2" ps="0" aria-label="Audit entries" aria-busy={loading}>
              {page?.nodes.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </Stack>
          )}
          {moreError && <FormAlert>{moreError}</FormAlert>}
          {page?.pageInfo.hasNextPage && (
            <Button mt="4" variant="outline" onClick={loadMore} loading={loadingMore}>
              Load more
            </Button>
          )}
        </>
      )}
    </Box>
  );
}
