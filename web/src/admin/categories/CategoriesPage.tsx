import {
  Box,
  Button,
  chakra,
  Field,
  Flex,
  Heading,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { AdminCategoryFieldsFragment } from '../../__generated__/admin/graphql';
import { useAdminCategoriesQuery } from '../../__generated__/admin/operations/AdminCategories';
import { useSetListingFiltersMutation } from '../../__generated__/admin/operations/SetListingFilters';
import { useUpdateCategoryMutation } from '../../__generated__/admin/operations/UpdateCategory';
import { readableServerError, serverFieldErrors, serverMessage } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { primaryButton } from '../../shared/forms/button-styles';
import { TextField } from '../../shared/forms/FormFields';
import { useUnsavedChangesWarning } from '../forms/use-unsaved-changes';
import { AdminListRow } from '../layout/AdminListRow';
import {
  type CategoryFormValues,
  categoryFormErrors,
  categoryFormValuesOf,
  filtersOf,
  positionOf,
  UNSAVED_CATEGORY,
} from './category-form';

/** One category's name, route value, place and listing filters, saved together. */
function CategoryForm({
  category,
  onDone,
}: {
  category: AdminCategoryFieldsFragment;
  onDone: (m: string | null) => void;
}) {
  const initial = categoryFormValuesOf(category);
  const [values, setValues] = useState<CategoryFormValues>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [update, updating] = useUpdateCategoryMutation();
  const [setFilters, setting] = useSetListingFiltersMutation();
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  useUnsavedChangesWarning(dirty, UNSAVED_CATEGORY);
  const ruleErrors = categoryFormErrors(values);
  const errorOf = (field: string) =>
    serverErrors[field] ?? (submitted || touched.has(field) ? ruleErrors[field] : undefined);
  const touch = (field: string) => {
    setTouched((t) => new Set(t).add(field));
    setServerErrors(({ [field]: _, ...rest }) => rest);
  };
  const setText = (field: 'name' | 'value' | 'position') => (text: string) => {
    setValues((v) => ({ ...v, [field]: text }));
    touch(field);
  };
  const setFilter = (i: number, change: Partial<CategoryFormValues['filters'][number]>, field: string) => {
    setValues((v) => ({ ...v, filters: v.filters.map((f, j) => (j === i ? { ...f, ...change } : f)) }));
    touch(`filters.${i}.${field}`);
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (Object.keys(ruleErrors).length > 0) {
      setFormError('Some fields need a change before the category can be saved.');
      return;
    }
    try {
      const input = { name: values.name.trim(), value: values.value.trim(), position: positionOf(values) };
      if (input.name !== category.name || input.value !== category.value || input.position !== category.position) {
        await update({ variables: { id: category.id, input } });
      }
      if (JSON.stringify(values.filters) !== JSON.stringify(initial.filters)) {
        await setFilters({ variables: { id: category.id, filters: filtersOf(values) } });
      }
      onDone(`${input.name} saved.`);
    } catch (error) {
      const fields = Object.fromEntries(
        serverFieldErrors(error).map((f) => [f.field.replace(/^input\./, ''), f.message]),
      );
      setServerErrors(fields);
      setFormError(
        Object.keys(fields).length > 0
          ? 'Some fields need a change before the category can be saved.'
          : (serverMessage(error) ?? 'The category could not be saved. Please try again.'),
      );
    }
  };

  return (
    <chakra.form
      noValidate
      onSubmit={onSubmit}
      aria-label={`Edit ${category.name}`}
      data-testid="category-form"
      bg="white"
      borderWidth="1px"
      borderRadius="md"
      p={{ base: '4', md: '6' }}
    >
      <Stack gap="4">
        <Heading as="h2" size="md">
          Edit {category.name}
        </Heading>
        {formError && <FormAlert>{formError}</FormAlert>}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <TextField
            label="Name"
            name="name"
            value={values.name}
            onChange={setText('name')}
            error={errorOf('name')}
            required
          />
          <TextField
            label="Route value"
            name="value"
            value={values.value}
            onChange={setText('value')}
            error={errorOf('value')}
            helperText={`/product-listing/${values.value.trim()}`}
            required
          />
          <TextField
            label="Menu position"
            name="position"
            inputMode="numeric"
            value={values.position}
            onChange={setText('position')}
            error={errorOf('position')}
            required
          />
        </SimpleGrid>
        <Heading as="h3" size="sm">
          Listing filters
        </Heading>
        {values.filters.map((filter, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: filters are edited in place; their names change as typed.
          <Stack key={i} gap="2" borderTopWidth="1px" pt="3">
            <Flex gap="2" align="end" wrap="wrap">
              <Box flex="1" minW="10rem">
                <TextField
                  label={`Filter ${i + 1} name`}
                  name={`filters.${i}.attributeName`}
                  value={filter.attributeName}
                  onChange={(text) => setFilter(i, { attributeName: text }, 'attributeName')}
                  error={errorOf(`filters.${i}.attributeName`)}
                  required
                />
              </Box>
              <Button
                variant="ghost"
                aria-label={`Remove filter ${i + 1}`}
                onClick={() => {
                  setValues((v) => ({ ...v, filters: v.filters.filter((_, j) => j !== i) }));
                  touch('filters');
                }}
              >
                Remove
              </Button>
            </Flex>
            <Field.Root invalid={Boolean(errorOf(`filters.${i}.values`))}>
              <Field.Label fontWeight="medium">Filter {i + 1} values</Field.Label>
              <Textarea
                name={`filters.${i}.values`}
                rows={3}
                value={filter.values}
                onChange={(e) => setFilter(i, { values: e.target.value }, 'values')}
              />
              <Field.HelperText>One a line: Label, or Label = value when the products’ value differs</Field.HelperText>
              {errorOf(`filters.${i}.values`) && <Field.ErrorText>{errorOf(`filters.${i}.values`)}</Field.ErrorText>}
            </Field.Root>
          </Stack>
        ))}
        {errorOf('filters') && <Text color="fg.error">{errorOf('filters')}</Text>}
        <Button
          alignSelf="start"
          variant="outline"
          onClick={() => setValues((v) => ({ ...v, filters: [...v.filters, { attributeName: '', values: '' }] }))}
        >
          Add a filter
        </Button>
        <Flex gap="3" wrap="wrap">
          <Button type="submit" {...primaryButton} loading={updating.loading || setting.loading} disabled={!dirty}>
            Save category
          </Button>
          <Button variant="ghost" onClick={() => (!dirty || window.confirm(UNSAVED_CATEGORY)) && onDone(null)}>
            Cancel
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}

/** /admin/categories: the store's categories in menu order; edit one's names, route, place and listing filters. */
export function CategoriesPage() {
  const { data, error, loading } = useAdminCategoriesQuery({ fetchPolicy: 'network-only' });
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    document.title = 'Categories · Sutra admin';
  }, []);
  if (loading && !data) {
    return (
      <Flex justify="center" py="16">
        <Spinner aria-label="Loading" />
      </Flex>
    );
  }
  if (!data) return <FormAlert>{readableServerError(error) ?? 'The categories cannot load right now.'}</FormAlert>;
  const current = data.categories.find((c) => c.id === editing);
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        Categories
      </Heading>
      {notice && (
        <Box role="status" bg="green.50" borderWidth="1px" borderColor="green.200" borderRadius="md" p="3">
          {notice}
        </Box>
      )}
      {current && (
        <CategoryForm
          key={current.id}
          category={current}
          onDone={(message) => {
            setEditing(null);
            setNotice(message);
          }}
        />
      )}
      <Stack as="ul" gap="2" listStyleType="none" aria-label="Categories">
        {data.categories.map((category) => (
          <AdminListRow key={category.id} data-testid="category-row">
            <Box flex="1" minW="12rem">
              <Text fontWeight="bold">{category.name}</Text>
              <Text fontSize="sm" color="fg.muted">
                /product-listing/{category.value} · {category.products} products ·{' '}
                {category.filters.map((f) => f.attributeName).join(', ') || 'no filters'}
              </Text>
            </Box>
            <Button
              size="sm"
              variant="outline"
              aria-label={`Edit ${category.name}`}
              onClick={() => {
                setEditing(category.id);
                setNotice(null);
              }}
            >
              Edit
            </Button>
          </AdminListRow>
        ))}
      </Stack>
    </Stack>
  );
}
