/** The forms' own checks live in `@sutra/rules`, where the gateway runs them too on a form posted without the app. */
export {
  type FieldErrors,
  hasErrors,
  type LoginValues,
  looksLikeEmail,
  MIN_PASSWORD_LENGTH,
  type SignupValues,
  validateLogin,
  validateSignup,
} from '@sutra/rules';
