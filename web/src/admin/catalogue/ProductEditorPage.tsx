import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import { Box, Button, Flex, Heading, NativeSelect, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import type { ProductEditorFieldsFragment } from '../../__generated__/admin/graphql';
import { useAddSizeMutation } from '../../__generated__/admin/operations/AddSize';
import { useAdminProductQuery } from '../../__generated__/admin/operations/AdminProduct';
import { useSetStockMutation } from '../../__generated__/admin/operations/SetStock';
import { useUpdateProductMutation } from '../../__generated__/admin/operations/UpdateProduct';
import { readableServerError, serverReason, serverRefusal } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { primaryButton } from '../../shared/forms/button-styles';
import { TextField } from '../../shared/forms/FormFields';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { AddColourForm } from './AddColourForm';
import { GstRateSelect } from './GstRateSelect';
import { PictureManager } from './PictureManager';
import {
  formValuesOf,
  type ProductFormErrors,
  type ProductFormValues,
  productInputOf,
  sameValues,
  validateProductForm,
} from './product-form';
import { StockGrid } from './StockGrid';
import { UnsavedChangesGuard } from './use-unsaved-changes';

export const STALE_MESSAGE =
  'Someone else saved this product after you opened it. Reload it to see their version; your unsaved changes will be lost.';

/** The fields the form shows their own refusals under (the api's `productName` comes back as `name`). */
const EDITED_FIELDS: Record<keyof ProductFormErrors, true> = {
  name: true,
  heading: true,
  description: true,
  hsnCode: true,
  gstRateBp: true,
};

/** The form over one read of the product: remounted (fresh values) when the product is reloaded. */
function ProductForm({
  product,
  onReload,
  refresh,
}: {
  product: ProductEditorFieldsFragment;
  onReload: () => Promise<void>;
  /** Reads the product again without resetting the form (after a picture upload, which answers outside GraphQL). */
  refresh: () => Promise<unknown>;
}) {
  const [saved, setSaved] = useState(() => formValuesOf(product));
  const [values, setValues] = useState(saved);
  const [touched, setTouched] = useState<Partial<Record<keyof ProductFormValues, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<ProductFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [update, { loading: saving }] = useUpdateProductMutation();
  // This editor's own writes go one after another, each naming the version the one before answered: a second size
  // set before the first's answer is no other member's save, and must not read as one (stale_version).
  const latest = useRef(product.version);
  latest.current = Math.max(latest.current, product.version);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const inTurn = (write: (version: number) => Promise<number | undefined>): Promise<void> => {
    const next = queue.current.then(async () => {
      const version = await write(latest.current);
      if (version !== undefined) latest.current = Math.max(latest.current, version);
    });
    queue.current = next.catch(() => undefined);
    return next;
  };
  const [setStock] = useSetStockMutation();
  const [addSize] = useAddSizeMutation();

  const checked = validateProductForm(values);
  // As typed: a field's own check shows once it has been edited; the api's refusal until it is edited again.
  const shown: ProductFormErrors = {};
  for (const key of Object.keys(checked) as (keyof ProductFormErrors)[]) if (touched[key]) shown[key] = checked[key];
  for (const key of Object.keys(serverErrors) as (keyof ProductFormErrors)[]) shown[key] ??= serverErrors[key];
  const dirty = !sameValues(values, saved);

  const edit =
    <K extends keyof ProductFormValues>(field: K) =>
    (value: ProductFormValues[K]) => {
      setValues((v) => ({ ...v, [field]: value }));
      setTouched((t) => ({ ...t, [field]: true }));
      setServerErrors((e) => ({ ...e, [field]: undefined }));
    };

  const refused = (error: unknown) => {
    if (serverReason(error) === 'stale_version') {
      setStale(true);
      return;
    }
    const refusal = serverRefusal(error, 'input.');
    if (!refusal) {
      setFormError(readableServerError(error) ?? 'Saving failed.');
      return;
    }
    // The product's own fields show under them; a refusal of a colour, size or stock shows above the form.
    const own: ProductFormErrors = {};
    const elsewhere: string[] = [...refusal.general];
    for (const [key, message] of Object.entries(refusal.fields)) {
      if (key in EDITED_FIELDS) own[key as keyof ProductFormErrors] = message;
      else elsewhere.push(message);
    }
    setServerErrors(own);
    setFormError(elsewhere.join(' ') || null);
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const all = Object.fromEntries(Object.keys(values).map((k) => [k, true]));
    setTouched(all);
    if (Object.values(checked).some(Boolean)) return;
    try {
      await inTurn(async (version) => {
        const answer = await update({
          variables: { id: product.id, version, input: productInputOf(values, product.category.id) },
        });
        if (!answer.data) return undefined;
        const next = formValuesOf(answer.data.updateProduct);
        setSaved(next);
        setValues(next);
        return answer.data.updateProduct.version;
      });
    } catch (error) {
      refused(error);
    }
  };

  const onSetStock = async (skuId: string, stock: number | null) => {
    setFormError(null);
    try {
      await inTurn(async (version) => {
        const answer = await setStock({ variables: { productId: product.id, skuId, version, stock } });
        return answer.data?.setStock.version;
      });
    } catch (error) {
      refused(error);
    }
  };

  const onAddSize = async (colourId: string, size: string) => {
    setFormError(null);
    try {
      await inTurn(async (version) => {
        const answer = await addSize({
          variables: { productId: product.id, colourId, version, input: { size, stock: 0 } },
        });
        return answer.data?.addSize.version;
      });
    } catch (error) {
      refused(error);
    }
  };

  return (
    <>
      <UnsavedChangesGuard dirty={dirty && !stale} />
      {stale && (
        <Box role="alert" p="4" mb="4" bg="orange.50" borderRadius="md" data-testid="stale-version">
          <Text mb="2">{STALE_MESSAGE}</Text>
          <Button size="sm" onClick={onReload}>
            Reload the product
          </Button>
        </Box>
      )}
      <form noValidate onSubmit={onSubmit} aria-label="Product details">
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
          <Box>
            <Text asChild fontWeight="medium" fontSize="sm">
              <label htmlFor="product-description">Description</label>
            </Text>
            <Textarea
              id="product-description"
              rows={5}
              value={values.description}
              onChange={(e) => edit('description')(e.currentTarget.value)}
              aria-invalid={shown.description ? true : undefined}
            />
            {shown.description && (
              <Text fontSize="sm" color="red.600" role="alert">
                {shown.description}
              </Text>
            )}
          </Box>
          <Flex gap="4" wrap="wrap">
            <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm" width="auto">
              <NativeSelect.Field
                aria-label="Visibility"
                value={values.visible ? 'SHOWN' : 'HIDDEN'}
                onChange={(e) => edit('visible')(e.currentTarget.value === 'SHOWN')}
              >
                <option value="SHOWN">Shown in the store</option>
                <option value="HIDDEN">Hidden</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <GstRateSelect value={values.gstRateBp} onChange={edit('gstRateBp')} />
          </Flex>
          <TextField
            label="HSN code"
            name="hsnCode"
            inputMode="numeric"
            value={values.hsnCode}
            onChange={edit('hsnCode')}
            error={shown.hsnCode}
            helperText="4, 6 or 8 digits; empty for the department's heading"
          />
          <Flex gap="3" wrap="wrap">
            <SubmitButton {...primaryButton} loading={saving} disabled={stale}>
              Save
            </SubmitButton>
            {dirty && (
              <Text alignSelf="center" fontSize="sm" color="fg.muted">
                Unsaved changes
              </Text>
            )}
          </Flex>
        </Stack>
      </form>
      <Heading as="h2" size="lg" mt="8" mb="3">
        Colours, sizes and stock
      </Heading>
      {product.colours.length === 0 && <Text color="fg.muted">No colour yet.</Text>}
      {product.colours.map((colour) => (
        <Box key={colour.id}>
          <StockGrid colour={colour} onSet={onSetStock} onAddSize={onAddSize} />
          <PictureManager
            productId={product.id}
            version={product.version}
            colour={colour}
            onRefused={refused}
            onUploaded={refresh}
          />
        </Box>
      ))}
      <AddColourForm productId={product.id} version={product.version} onRefused={refused} />
    </>
  );
}

/** /admin/products/:id: the product's fields, then each colour's size × stock grid. */
export function ProductEditorPage() {
  const { id = '' } = useParams();
  const { data, error, loading, refetch } = useAdminProductQuery({ variables: { id }, fetchPolicy: 'network-only' });
  const [reads, setReads] = useState(0);
  const product = data?.adminProduct;

  const reload = async () => {
    await refetch();
    setReads((n) => n + 1);
  };

  return (
    <Box>
      <Text mb="2" fontSize="sm">
        <RouterLink to="/admin/products">← Products</RouterLink>
      </Text>
      <Heading as="h1" size="xl" mb="4">
        {product?.name ?? 'Product'}
      </Heading>
      {loading && !product && <Spinner aria-label="Loading the product" />}
      {error && !product && (
        <Box role="alert">{readableServerError(error) ?? 'The product cannot load right now. Please try again.'}</Box>
      )}
      {product && (
        <Text mb="4" fontSize="sm">
          <RouterLink to={`/admin/products/new?${new URLSearchParams({ category: product.category.id })}`}>
            New product in {product.category.name}
          </RouterLink>
        </Text>
      )}
      {product && <ProductForm key={reads} product={product} onReload={reload} refresh={refetch} />}
    </Box>
  );
}
