import { LIMITS, MESSAGES, USERNAME_PATTERN } from '../../config/limits';
import { badInput } from '../../shared/app-error';
import {
  EMAIL_PATTERN,
  maxLength,
  minLength,
  matches,
  requiredText,
} from '../../shared/validation';

export function validEmail(value: unknown, invalidMessage: string = MESSAGES.emailInvalid): string {
  const email = requiredText(value, 'email', MESSAGES.emailRequired).toLowerCase();
  maxLength(email, LIMITS.emailMax, 'email', invalidMessage);
  return matches(email, EMAIL_PATTERN, 'email', invalidMessage);
}

export function validUsername(value: unknown): string {
  const username = requiredText(value, 'username', MESSAGES.usernameRequired);
  minLength(username, LIMITS.usernameMin, 'username', MESSAGES.usernameMin);
  maxLength(username, LIMITS.usernameMax, 'username', MESSAGES.usernameMax);
  return matches(username, USERNAME_PATTERN, 'username', MESSAGES.usernameChars);
}

export function validName(value: unknown, field: 'firstName' | 'lastName'): string {
  const message = field === 'firstName' ? MESSAGES.firstNameRequired : MESSAGES.lastNameRequired;
  const name = requiredText(value, field, message);
  maxLength(name, LIMITS.nameMax, field, MESSAGES.nameMax);
  if (/[<>]/.test(name)) throw badInput(MESSAGES.markupNotAllowed, field);
  return name;
}

/** A new password and its confirmation. */
export function validNewPassword(password: unknown, confirm: unknown, field = 'password'): string {
  if (typeof password !== 'string' || password === '')
    throw badInput(MESSAGES.passwordRequired, field);
  if (password.length < LIMITS.passwordMin) throw badInput(MESSAGES.passwordMin, field);
  if (password.length > LIMITS.passwordMax) throw badInput(MESSAGES.passwordMax, field);
  if (typeof confirm !== 'string' || confirm === '')
    throw badInput(MESSAGES.passwordConfirmRequired, `${field}Confirm`);
  if (confirm !== password) throw badInput(MESSAGES.passwordsMustMatch, `${field}Confirm`);
  return password;
}

/** The new bio, or undefined when none was sent (an absent field keeps the current bio). */
export function validBio(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badInput('bio must be a string', 'bio');
  return maxLength(value.trim(), LIMITS.bioMax, 'bio', MESSAGES.bioMax);
}
