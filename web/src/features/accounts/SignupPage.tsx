import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { checkboxSlotRecipe } from '@chakra-theme/recipes/checkbox';
import { fieldSlotRecipe } from '@chakra-theme/recipes/field';
import { Button, Checkbox, Field, Link, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSignupMutation } from '../../__generated__/operations/Signup';
import { usePageHead } from '../../app/head/use-page-head';
import { serverRefusal } from '../../shared/errors';
import { AsidePanel, AuthLayout, FormAlert } from '../../shared/forms/AuthLayout';
import { outlineButton, primaryButton } from '../../shared/forms/button-styles';
import { PasswordField, TextField } from '../../shared/forms/FormFields';
import { useCheckedForm } from '../../shared/forms/use-checked-form';
import { type FieldErrors, hasErrors, type SignupValues, validateSignup } from '../../shared/forms/validation';
import { type PostedForm, usePostedForm } from '../../shared/session/posted-form';
import type { LoginLocationState } from './LoginPage';

export const SIGNUP_FAILED = 'Registration failed. Please try again.';
export const SIGNUP_ERROR = 'An error occurred. Please try again.';

const EMPTY: SignupValues = {
  email: '',
  contactNumber: '',
  name: '',
  password: '',
  confirmPassword: '',
  acceptedTerms: false,
};

/** The checkbox recipe's checked look (solid variant), keyed on the native input, which works before the app runs. */
const NATIVELY_CHECKED = {
  'input:checked ~ &': { bg: 'colorPalette.solid', color: 'colorPalette.contrast', borderColor: 'colorPalette.solid' },
} as const;

type TextKey = Exclude<keyof SignupValues, 'acceptedTerms'>;
const SERVER_FIELDS: readonly TextKey[] = ['email', 'contactNumber', 'name', 'password'];

/** What the form shows for the store's refusal of a sign-up: messages under their fields, the rest above the form. */
function signupRefusal(error: unknown): { byField: FieldErrors<keyof SignupValues>; formError: string | null } {
  const refusal = serverRefusal(error, 'input.');
  if (!refusal) return { byField: {}, formError: SIGNUP_ERROR };
  const { fields, general } = refusal;
  const byField: FieldErrors<keyof SignupValues> = {};
  for (const key of SERVER_FIELDS) if (fields[key]) byField[key] = fields[key];
  const rest = [
    ...general,
    ...Object.entries(fields)
      .filter(([k]) => !(k in byField))
      .map(([, v]) => v),
  ];
  const formError = rest.length > 0 || !hasErrors(byField) ? rest.join('. ') || SIGNUP_FAILED : null;
  return { byField, formError };
}

/** Where a page answering a sign-up posted without the app starts: what was typed (no password), and the refusal. */
function postedSignup(posted: PostedForm | undefined) {
  const values: SignupValues = {
    ...EMPTY,
    email: posted?.values.email ?? '',
    contactNumber: posted?.values.contactNumber ?? '',
    name: posted?.values.name ?? '',
    acceptedTerms: posted?.values.acceptedTerms === 'on',
  };
  if (!posted?.errors) return { values, errors: { ...posted?.fieldErrors }, formError: null };
  const { byField, formError } = signupRefusal(new CombinedGraphQLErrors({ errors: posted.errors }));
  return { values, errors: byField, formError };
}

/**
 * /signup (Create Account): email, Phone Number (optional), name, password and its confirmation, the terms
 * checkbox and Sign Up; 'Already have an account?' links to /login. Success goes to /login with the server's
 * confirmation. confirmPassword is checked here and never sent. Before the app runs (or with JavaScript off) the form
 * posts to the gateway, which signs up the same way, or answers this page again with the refusal (`posted`).
 */
export default function SignupPage() {
  usePageHead({ title: 'Create Account | Sutra', noindex: true });
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const loginPath = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
  const phoneLink = redirect ? `/signup/phone?redirect=${encodeURIComponent(redirect)}` : '/signup/phone';
  const [signup] = useSignupMutation();
  const location = useLocation();
  const posted = usePostedForm('signup');
  const [start] = useState(() => postedSignup(posted));

  const { values, errors, edit, showErrors, form } = useCheckedForm<SignupValues>(start.values, start.errors);
  const [formError, setFormError] = useState<string | null>(start.formError);
  const [submitting, setSubmitting] = useState(false);
  const termsErrorId = `${useId()}-terms-error`;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!showErrors(validateSignup(values))) return;
    setSubmitting(true);
    const email = values.email.trim();
    try {
      const { data } = await signup({
        variables: {
          input: {
            email,
            contactNumber: values.contactNumber.trim(),
            name: values.name.trim(),
            password: values.password,
          },
        },
      });
      if (!data?.signup) {
        setFormError(SIGNUP_FAILED);
        setSubmitting(false);
        return;
      }
      const state: LoginLocationState = { notice: data.signup.message, email };
      navigate(loginPath, { state });
    } catch (error) {
      setSubmitting(false);
      const { byField, formError: general } = signupRefusal(error);
      if (hasErrors(byField)) showErrors(byField);
      if (general) setFormError(general);
    }
  };

  return (
    <AuthLayout
      title="Create Account"
      intro="Join Sutra for faster checkout, order tracking, a wishlist and membership points."
      aside={
        <AsidePanel
          heading="Already have an account?"
          text="Log in to see your orders, your wishlist and your saved delivery address."
        >
          <Button asChild {...outlineButton} alignSelf="start">
            <RouterLink to={loginPath}>Login</RouterLink>
          </Button>
        </AsidePanel>
      }
    >
      <form
        ref={form}
        method="post"
        action={location.pathname + location.search}
        noValidate
        onSubmit={onSubmit}
        aria-label="Create Account"
        data-testid="signup-form"
      >
        <Stack gap="5">
          {formError && <FormAlert>{formError}</FormAlert>}
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={edit('email')}
            error={errors.email}
            required
          />
          <TextField
            label="Phone Number"
            name="contactNumber"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            helperText="Optional"
            value={values.contactNumber}
            onChange={edit('contactNumber')}
            error={errors.contactNumber}
          />
          <TextField
            label="Name"
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={edit('name')}
            error={errors.name}
            required
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            helperText="At least 6 characters"
            value={values.password}
            onChange={edit('password')}
            error={errors.password}
            required
          />
          <PasswordField
            label="Confirm Password"
            name="confirmPassword"
            autoComplete="new-password"
            toggleName="confirm password"
            value={values.confirmPassword}
            onChange={edit('confirmPassword')}
            error={errors.confirmPassword}
            required
          />
          <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(errors.acceptedTerms)}>
            <Checkbox.Root
              recipe={checkboxSlotRecipe}
              checked={values.acceptedTerms}
              onCheckedChange={(e) => edit('acceptedTerms')(e.checked === true)}
              invalid={Boolean(errors.acceptedTerms)}
            >
              <Checkbox.HiddenInput
                name="acceptedTerms"
                aria-describedby={errors.acceptedTerms ? termsErrorId : undefined}
              />
              {/* Ticked without the app too: the box fills as the recipe's checked state does, from the native input. */}
              <Checkbox.Control css={NATIVELY_CHECKED} />
              <Checkbox.Label>
                I agree to{' '}
                <Link asChild color="brand.navy" textDecoration="underline" _hover={{ color: 'brand.gold' }}>
                  {/* A new tab, so reading the terms does not lose the form. */}
                  <RouterLink to="/policy" target="_blank" rel="noopener">
                    Terms Of Use
                  </RouterLink>
                </Link>
              </Checkbox.Label>
            </Checkbox.Root>
            {errors.acceptedTerms && <Field.ErrorText id={termsErrorId}>{errors.acceptedTerms}</Field.ErrorText>}
          </Field.Root>
          {/* Enabled from the first byte: before the app runs, the form posts to the gateway. */}
          <Button type="submit" {...primaryButton} loading={submitting} loadingText="Creating your account" size="lg">
            Sign Up
          </Button>
          <Button asChild {...outlineButton} size="lg">
            <RouterLink to={phoneLink} data-testid="phone-signup-link">
              Sign up with mobile number
            </RouterLink>
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
