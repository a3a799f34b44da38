import { fieldSlotRecipe } from '@chakra-theme/recipes/field';
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import { Box, Field, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useCreateProductMutation } from '../../__generated__/admin/operations/CreateProduct';
import { useProductCategoryChoicesQuery } from '../../__generated__/admin/operations/ProductCategoryChoices';
import { readableServerError, serverRefusal } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { primaryButton } from '../../shared/forms/button-styles';
import { TextField } from '../../shared/forms/FormFields';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { GstRateSelect } from './GstRateSelect';
import { type ProductFormErrors, type ProductFormValues, productInputOf, validateProductForm } from './product-form';
import { UnsavedChangesGuard } from './use-unsaved-changes';

const EMPTY: ProductFormValues = { name: '', heading: '', description: '', visible: false, hsnCode: '', gstRateBp: '' };

const CHOOSE_CATEGORY = 'Choose a category';

/**
 * /admin/products/new: a new product, hidden until its colours and sizes are in (the editor opens on it once
 * created). Its category is picked from the store's; `?category=<id>` picks one to start with (the editor of a
 * product links here as "New product in …").
 */
export function NewProductPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const categories = useProductCategoryChoicesQuery();
  const [categoryId, setCategoryId] = useState(params.get('category') ?? '');
  const [categoryError, setCategoryError] = useState<string | undefined>();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof ProductFormValues, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<ProductFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState(false);
  const [create, { loading }] = useCreateProductMutation();

  const checked = validateProductForm(values);
  const shown: ProductFormErrors = { ...serverErrors };
  for (const key of Object.keys(checked) as (keyof ProductFormErrors)[]) if (touched[key]) shown[key] = checked[key];
  const edit =
    <K extends keyof ProductFormValues>(field: K) =>
    (value: ProductFormValues[K]) => {
      setValues((v) => ({ ...v, [field]: value }));
      setTouched((t) => ({ ...t, [field]: true }));
      setServerErrors((e) => ({ ...e, [field]: undefined }));
    };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setTouched({ name: true, heading: true, description: true, hsnCode: true, gstRateBp: true });
    if (!chosen) setCategoryError(CHOOSE_CATEGORY);
    if (Object.values(checked).some(Boolean) || !chosen) return;
    try {
      const answer = await create({ variables: { input: productInputOf(values, chosen) } });
      if (answer.data) {
        // The guard must know the form is saved before the navigation asks it.
        flushSync(() => setCreated(true));
        navigate(`/admin/products/${answer.data.createProduct.id}`, { replace: true });
      }
    } catch (error) {
      const refusal = serverRefusal(error, 'input.');
      if (refusal && Object.keys(refusal.fields).length > 0) setServerErrors(refusal.fields as ProductFormErrors);
      if (refusal?.fields.categoryId) setCategoryError(refusal.fields.categoryId);
      setFormError(refusal?.general.join(' ') || (refusal ? null : (readableServerError(error) ?? 'Saving failed.')));
    }
  };

  const choices = categories.data?.categories ?? [];
  // A category named by the address that the store does not have is no choice.
  const chosen = choices.some((c) => c.id === categoryId) || categories.loading ? categoryId : '';
  return (
    <Box>
      <UnsavedChangesGuard dirty={!created && Object.values(touched).some(Boolean)} />
      <Text mb="2" fontSize="sm">
        <RouterLink to="/admin/products">← Products</RouterLink>
      </Text>
      <Heading as="h1" size="xl" mb="1">
        New product
      </Heading>
      <Text color="fg.muted" mb="4">
        Hidden from shoppers until you show it.
      </Text>
      <form noValidate onSubmit={onSubmit} aria-label="New product">
        <Stack gap="4" maxW="2xl">
          {formError && <FormAlert>{formError}</FormAlert>}
          <TextField label="Name" name="name" value={values.name} onChange={edit('name')} error={shown.name} required />
          <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(categoryError)} required>
            <Field.Label fontWeight="medium">
              Category
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm" width="auto" maxW="full">
              <NativeSelect.Field
                name="categoryId"
                value={chosen}
                aria-required
                onChange={(e) => {
                  setCategoryId(e.currentTarget.value);
                  setCategoryError(e.currentTarget.value ? undefined : CHOOSE_CATEGORY);
                }}
              >
                <option value="">{categories.loading ? 'Loading categories…' : 'Choose a category'}</option>
                {choices.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {categories.error && (
              <Field.HelperText>The categories could not be read; reload the page.</Field.HelperText>
            )}
            {categoryError && <Field.ErrorText>{categoryError}</Field.ErrorText>}
          </Field.Root>
          <TextField
            label="Heading"
            name="heading"
            value={values.heading}
            onChange={edit('heading')}
            error={shown.heading}
          />
          <TextField
            label="Description"
            name="description"
            value={values.description}
            onChange={edit('description')}
            error={shown.description}
          />
          <TextField
            label="HSN code"
            name="hsnCode"
            inputMode="numeric"
            value={values.hsnCode}
            onChange={edit('hsnCode')}
            error={shown.hsnCode}
          />
          <GstRateSelect value={values.gstRateBp} onChange={edit('gstRateBp')} />
          <SubmitButton {...primaryButton} loading={loading}>
            Create product
          </SubmitButton>
        </Stack>
      </form>
    </Box>
  );
}
