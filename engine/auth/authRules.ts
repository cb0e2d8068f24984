import type { ValidationRule } from '../validation/runRules';

/** The sign-in flows' checks, in the order the spec gives (§5); the first failure is shown. */

export const PASSWORD_MIN_LENGTH = 6;
export const CODE_LENGTH = 4;
export const PHONE_MAX_LENGTH = 15;

export const loginRules: readonly ValidationRule[] = [
  { field: 'email', rule: 'required', message: 'VALIDATION.email' },
  { field: 'password', rule: 'required', message: 'VALIDATION.password' },
  { field: 'password', rule: 'minLength', value: PASSWORD_MIN_LENGTH, message: 'VALIDATION.passwordLength' },
];

export const forgotPasswordRules: readonly ValidationRule[] = [{ field: 'email', rule: 'required', message: 'VALIDATION.email' }];

/** The code's boxes are fields `code0` .. `code3`. */
export const codeFields = Array.from({ length: CODE_LENGTH }, (_, index) => `code${index}`);

export const verificationRules: readonly ValidationRule[] = codeFields.map((field) => ({
  field,
  rule: 'required',
  message: 'VALIDATION.phoneVerificationInputs',
}));

export const resetPasswordRules: readonly ValidationRule[] = [
  { field: 'password', rule: 'required', message: 'VALIDATION.password' },
  { field: 'password', rule: 'minLength', value: PASSWORD_MIN_LENGTH, message: 'VALIDATION.passwordLength' },
  { field: 'password_confirmation', rule: 'required', message: 'VALIDATION.password' },
  { field: 'password_confirmation', rule: 'minLength', value: PASSWORD_MIN_LENGTH, message: 'VALIDATION.passwordLength' },
  { field: 'password_confirmation', rule: 'sameAs', value: 'password', message: 'VALIDATION.notEqualPasswords' },
];

export const changePhoneRules: readonly ValidationRule[] = [
  { field: 'phone', rule: 'required', message: 'VALIDATION.phoneNumber' },
  { field: 'phone', rule: 'maxLength', value: PHONE_MAX_LENGTH, message: 'VALIDATION.phoneNumber' },
];
