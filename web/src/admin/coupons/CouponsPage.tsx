import {
  Badge,
  Box,
  Button,
  chakra,
  Field,
  Flex,
  Heading,
  Input,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { formatRupees } from '@sutra/rules';
import { useEffect, useState } from 'react';
import type { CouponFieldsFragment } from '../../__generated__/admin/graphql';
import { useAdminCouponsQuery } from '../../__generated__/admin/operations/AdminCoupons';
import { useCreateCouponMutation } from '../../__generated__/admin/operations/CreateCoupon';
import { useEndCouponMutation } from '../../__generated__/admin/operations/EndCoupon';
import { useUpdateCouponMutation } from '../../__generated__/admin/operations/UpdateCoupon';
import { readableServerError, serverFieldErrors, serverMessage } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { primaryButton } from '../../shared/forms/button-styles';
import { TextField } from '../../shared/forms/FormFields';
import { useUnsavedChangesWarning } from '../forms/use-unsaved-changes';
import { AdminListRow } from '../layout/AdminListRow';
import {
  type CouponFormValues,
  couponFormErrors,
  couponFormField,
  couponFormValuesOf,
  couponInputOf,
  emptyCoupon,
  UNSAVED_COUPON,
} from './coupon-form';

const STATE_COLOURS = { LIVE: 'green', SCHEDULED: 'blue', ENDED: 'gray' } as const;

function offerOf(coupon: CouponFieldsFragment): string {
  const off =
    coupon.kind === 'PERCENT'
      ? `${coupon.percentOff}% off${coupon.maxDiscountPaise ? ` (up to ${formatRupees(coupon.maxDiscountPaise)})` : ''}`
      : `${formatRupees(coupon.amountOffPaise ?? 0)} off`;
  return coupon.minOrderPaise > 0 ? `${off} on ${formatRupees(coupon.minOrderPaise)} or more` : off;
}

/** A `datetime-local` field, labelled, with its error. */
function DateTimeField(props: {
  label: string;
  name: string;
  value: string;
  error?: string | undefined;
  onChange: (v: string) => void;
}) {
  return (
    <Field.Root invalid={Boolean(props.error)}>
      <Field.Label fontWeight="medium">{props.label}</Field.Label>
      <Input
        type="datetime-local"
        name={props.name}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <Field.HelperText>Empty: open</Field.HelperText>
      {props.error && <Field.ErrorText>{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** Creates a coupon (`editing` null) or edits one; checked as one types by the api's rules. */
function CouponForm({
  editing,
  onDone,
}: {
  editing: CouponFieldsFragment | null;
  onDone: (message: string | null) => void;
}) {
  const initial = editing ? couponFormValuesOf(editing) : emptyCoupon;
  const [values, setValues] = useState<CouponFormValues>(initial);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [create, creating] = useCreateCouponMutation({ refetchQueries: ['AdminCoupons'] });
  const [update, updating] = useUpdateCouponMutation();
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  useUnsavedChangesWarning(dirty, UNSAVED_COUPON);
  const ruleErrors = couponFormErrors(values);
  const errorOf = (field: keyof CouponFormValues) =>
    serverErrors[field] ?? (submitted || touched.has(field) ? ruleErrors[field] : undefined);
  const set =
    <K extends keyof CouponFormValues>(field: K) =>
    (value: CouponFormValues[K]) => {
      setValues((v) => ({ ...v, [field]: value }));
      setTouched((t) => new Set(t).add(field));
      setServerErrors(({ [field]: _, ...rest }) => rest);
    };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (Object.keys(ruleErrors).length > 0) {
      setFormError('Some fields need a change before the coupon can be saved.');
      return;
    }
    try {
      const input = couponInputOf(values);
      if (editing) await update({ variables: { id: editing.id, input } });
      else await create({ variables: { input } });
      onDone(editing ? 'Coupon saved.' : 'Coupon created.');
    } catch (error) {
      const fields = Object.fromEntries(serverFieldErrors(error).map((f) => [couponFormField(f.field), f.message]));
      setServerErrors(fields);
      setFormError(
        Object.keys(fields).length > 0
          ? 'Some fields need a change before the coupon can be saved.'
          : (serverMessage(error) ?? 'The coupon could not be saved. Please try again.'),
      );
    }
  };

  return (
    <chakra.form
      noValidate
      onSubmit={onSubmit}
      aria-label={editing ? `Edit ${editing.code}` : 'New coupon'}
      bg="white"
      borderWidth="1px"
      borderRadius="md"
      p={{ base: '4', md: '6' }}
      data-testid="coupon-form"
    >
      <Stack gap="4">
        <Heading as="h2" size="md">
          {editing ? `Edit ${editing.code}` : 'New coupon'}
        </Heading>
        {formError && <FormAlert>{formError}</FormAlert>}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField
            label="Code"
            name="code"
            value={values.code}
            onChange={set('code')}
            error={errorOf('code')}
            required
            helperText={editing && editing.uses > 0 ? 'Used: the code is kept' : 'Letters, digits and dashes'}
          />
          <TextField
            label="Description"
            name="description"
            value={values.description}
            onChange={set('description')}
            error={errorOf('description')}
          />
          <Field.Root>
            <Field.Label fontWeight="medium">Discount</Field.Label>
            <chakra.select
              name="kind"
              value={values.kind}
              onChange={(e) => set('kind')(e.target.value as CouponFormValues['kind'])}
              borderWidth="1px"
              borderRadius="md"
              h="10"
              px="3"
              bg="white"
            >
              <option value="PERCENT">Percent off</option>
              <option value="FLAT">Amount off</option>
            </chakra.select>
          </Field.Root>
          {values.kind === 'PERCENT' ? (
            <>
              <TextField
                label="Percent off"
                name="percentOff"
                inputMode="numeric"
                value={values.percentOff}
                onChange={set('percentOff')}
                error={errorOf('percentOff')}
                required
              />
              <TextField
                label="Largest discount (₹)"
                name="maxDiscountRupees"
                inputMode="decimal"
                value={values.maxDiscountRupees}
                onChange={set('maxDiscountRupees')}
                error={errorOf('maxDiscountRupees')}
                helperText="Empty: no cap"
              />
            </>
          ) : (
            <TextField
              label="Amount off (₹)"
              name="amountOffRupees"
              inputMode="decimal"
              value={values.amountOffRupees}
              onChange={set('amountOffRupees')}
              error={errorOf('amountOffRupees')}
              required
            />
          )}
          <TextField
            label="Minimum order (₹)"
            name="minOrderRupees"
            inputMode="decimal"
            value={values.minOrderRupees}
            onChange={set('minOrderRupees')}
            error={errorOf('minOrderRupees')}
          />
          <DateTimeField
            label="Starts"
            name="startsAt"
            value={values.startsAt}
            onChange={set('startsAt')}
            error={errorOf('startsAt')}
          />
          <DateTimeField
            label="Ends"
            name="expiresAt"
            value={values.expiresAt}
            onChange={set('expiresAt')}
            error={errorOf('expiresAt')}
          />
          <TextField
            label="Uses per buyer"
            name="usesPerBuyer"
            inputMode="numeric"
            value={values.usesPerBuyer}
            onChange={set('usesPerBuyer')}
            error={errorOf('usesPerBuyer')}
            helperText="Empty: no limit"
          />
          <TextField
            label="Uses in all"
            name="totalUses"
            inputMode="numeric"
            value={values.totalUses}
            onChange={set('totalUses')}
            error={errorOf('totalUses')}
            helperText="Empty: no limit"
          />
        </SimpleGrid>
        <chakra.label display="flex" gap="2" alignItems="center">
          <input
            type="checkbox"
            name="listed"
            checked={values.listed}
            onChange={(e) => set('listed')(e.target.checked)}
          />
          Shown among the offers at checkout
        </chakra.label>
        <Flex gap="3" wrap="wrap">
          <Button type="submit" {...primaryButton} loading={creating.loading || updating.loading}>
            {editing ? 'Save coupon' : 'Create coupon'}
          </Button>
          <Button variant="ghost" onClick={() => (!dirty || window.confirm(UNSAVED_COUPON)) && onDone(null)}>
            Cancel
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}

/** /admin/coupons: every coupon with its terms and uses; create, edit, end. None is deleted. */
export function CouponsPage() {
  const { data, error, loading } = useAdminCouponsQuery({ fetchPolicy: 'network-only' });
  const [end, ending] = useEndCouponMutation();
  const [editing, setEditing] = useState<CouponFieldsFragment | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [endError, setEndError] = useState<string | null>(null);
  useEffect(() => {
    document.title = 'Coupons · Sutra admin';
  }, []);

  if (loading && !data) {
    return (
      <Flex justify="center" py="16">
        <Spinner aria-label="Loading" />
      </Flex>
    );
  }
  if (!data) return <FormAlert>{readableServerError(error) ?? 'The coupons cannot load right now.'}</FormAlert>;

  const onEnd = async (coupon: CouponFieldsFragment) => {
    if (!window.confirm(`End ${coupon.code} now? It stops applying at checkout.`)) return;
    setEndError(null);
    try {
      await end({ variables: { id: coupon.id } });
      setNotice(`${coupon.code} ended.`);
    } catch (failure) {
      setEndError(readableServerError(failure) ?? 'The coupon could not be ended.');
    }
  };

  return (
    <Stack gap="6">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="xl" flex="1">
          Coupons
        </Heading>
        {editing === null && (
          <Button {...primaryButton} onClick={() => setEditing('new')}>
            New coupon
          </Button>
        )}
      </Flex>
      {notice && (
        <Box role="status" bg="green.50" borderWidth="1px" borderColor="green.200" borderRadius="md" p="3">
          {notice}
        </Box>
      )}
      {endError && <FormAlert>{endError}</FormAlert>}
      {editing !== null && (
        <CouponForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          onDone={(message) => {
            setEditing(null);
            setNotice(message);
          }}
        />
      )}
      <Stack as="ul" gap="2" listStyleType="none" aria-label="Coupons">
        {data.coupons.length === 0 && <Text color="fg.muted">No coupons yet.</Text>}
        {data.coupons.map((coupon) => (
          <AdminListRow key={coupon.id} data-testid="coupon-row">
            <Box flex="1" minW="12rem">
              <Flex gap="2" align="center">
                <Text fontWeight="bold">{coupon.code}</Text>
                <Badge colorPalette={STATE_COLOURS[coupon.state]}>{coupon.state.toLowerCase()}</Badge>
              </Flex>
              <Text fontSize="sm">{offerOf(coupon)}</Text>
              <Text fontSize="sm" color="fg.muted">
                Used {coupon.uses} time{coupon.uses === 1 ? '' : 's'}
                {coupon.totalUses ? ` of ${coupon.totalUses}` : ''}
              </Text>
            </Box>
            <Flex gap="2">
              <Button size="sm" variant="outline" onClick={() => setEditing(coupon)} aria-label={`Edit ${coupon.code}`}>
                Edit
              </Button>
              {coupon.state !== 'ENDED' && (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  loading={ending.loading}
                  onClick={() => onEnd(coupon)}
                  aria-label={`End ${coupon.code}`}
                >
                  End
                </Button>
              )}
            </Flex>
          </AdminListRow>
        ))}
      </Stack>
    </Stack>
  );
}
