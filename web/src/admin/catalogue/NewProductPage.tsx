import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import { Box, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useCreateProductMutation } from '../../__generated__/admin/operations/CreateProduct';
import { readableServerError, serverRefusal } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { primaryButton } from '../../shared/forms/button-styles';
import { TextField } from '../../shared/forms/FormFields';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import {
  GST_CHOICES,
  type ProductFormErrors,
  type ProductFormValues,
  productInputOf,
  validateProductForm,
} from './product-form';
import { UnsavedChangesGuard } from './use-unsaved-changes';

const EMPTY: ProductFormValues = { name: '', heading: '', description: '', visible: false, hsnCode: '', gstRateBp: '' };

/**
 * /admin/products/new?category=<id>&categoryName=<name>: a new product, hidden until its colours and sizes are in
 * (the editor opens on it once created). The category comes from the address: the editor of a product in it links
 * here ("New product in …"), until the admin schema lists categories to choose from.
 */
export function NewProductPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const categoryId = params.get('category') ?? '';
  const categoryName = params.get('categoryName') ?? '';
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
    if (Object.values(checked).some(Boolean)) return;
    try {
      const answer = await create({ variables: { input: productInputOf(values, categoryId) } });
      if (answer.data) {
        // The guard must know the form is saved before the navigation asks it.
        flushSync(() => setCreated(true));
        navigate(`/admin/products/${answer.data.createProduct.id}`, { replace: true });
      }
    } catch (error) {
      const refusal = serverRefusal(error, 'input.');
      if (refusal && Object.keys(refusal.fields).length > 0) setServerErrors(refusal.fields as ProductFormErrors);
      setFormError(refusal?.general.join(' ') || (refusal ? null : (readableServerError(error) ?? 'Saving failed.')));
    }
  };

  if (!categoryId) {
    return (
      <Box role="alert">
        Open a product of the category the new one belongs to, and choose “New product in …” there.{' '}
        <RouterLink to="/admin/products">Products</RouterLink>
      </Box>
    );
  }
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
        In {categoryName || 'the chosen category'}; hidden from shoppers until you show it.
      </Text>
      <form noValidate onSubmit={onSubmit} aria-label="New product">
        <Stack gap="4" maxW="2xl">
          {formError && <FormAlert>{formError}</FormAlert>}
          <TextField label="Name" name="name" value={values.name} onChange={edit('name')} error={shown.name} required />
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
          <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm" width="auto">
            <NativeSelect.Field
              aria-label="GST rate"
              value={values.gstRateBp}
              onChange={(e) => edit('gstRateBp')(e.currentTarget.value)}
            >
              <option value="">GST by price (apparel rule)</option>
              {GST_CHOICES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <SubmitButton {...primaryButton} loading={loading}>
            Create product
          </SubmitButton>
        </Stack>
      </form>
    </Box>
  );
}
