import { LIMITS, MESSAGES, USERNAME_PATTERN } from '@shared/limits';
import * as yup from 'yup';

// Every text comes from @shared/limits, the API's source of truth.

export const usernameField = () =>
  yup
    .string()
    .trim()
    .required(MESSAGES.usernameRequired)
    .min(LIMITS.usernameMin, MESSAGES.usernameMin)
    .max(LIMITS.usernameMax, MESSAGES.usernameMax)
    .matches(USERNAME_PATTERN, { message: MESSAGES.usernameChars, excludeEmptyString: true });

export const nameField = (requiredMessage: string) =>
  yup.string().trim().required(requiredMessage).max(LIMITS.nameMax, MESSAGES.nameMax);

export const emailField = (invalidMessage: string) =>
  yup
    .string()
    .trim()
    .required(MESSAGES.emailRequired)
    .email(invalidMessage)
    .max(LIMITS.emailMax, invalidMessage);

const newPasswordField = () =>
  yup
    .string()
    .required(MESSAGES.passwordRequired)
    .min(LIMITS.passwordMin, MESSAGES.passwordMin)
    .max(LIMITS.passwordMax, MESSAGES.passwordMax);

export const signUpSchema = yup.object({
  firstName: nameField(MESSAGES.firstNameRequired),
  lastName: nameField(MESSAGES.lastNameRequired),
  username: usernameField(),
  email: emailField(MESSAGES.emailInvalidSignUp),
  password: newPasswordField(),
  passwordConfirm: yup
    .string()
    .required(MESSAGES.passwordConfirmRequired)
    .oneOf([yup.ref('password')], MESSAGES.passwordsMustMatch),
});
export type SignUpValues = yup.InferType<typeof signUpSchema>;

export const logInSchema = yup.object({
  email: emailField(MESSAGES.emailInvalid),
  password: yup.string().required(MESSAGES.passwordRequired),
});
export type LogInValues = yup.InferType<typeof logInSchema>;

export const forgotPasswordSchema = yup.object({
  email: emailField(MESSAGES.emailInvalid),
});
export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;

export const resetPasswordSchema = yup.object({
  newPassword: newPasswordField(),
  newPasswordConfirm: yup
    .string()
    .required(MESSAGES.passwordConfirmRequired)
    .oneOf([yup.ref('newPassword')], MESSAGES.passwordsMustMatch),
});
export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;
