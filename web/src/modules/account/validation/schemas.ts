import { LIMITS, MESSAGES, UPLOADS, type TokenScopeValue, type UploadKind } from '@shared/limits';
import type { TokenScope } from '../../../gql/graphql';
import * as yup from 'yup';
import { emailField, nameField, usernameField } from '../../auth/validation/schemas';

export const profileSchema = yup.object({
  firstName: nameField(MESSAGES.firstNameRequired),
  lastName: nameField(MESSAGES.lastNameRequired),
  username: usernameField(),
  email: emailField(MESSAGES.emailInvalidSignUp),
  bio: yup.string().defined().max(LIMITS.bioMax, MESSAGES.bioMax),
});
export type ProfileValues = yup.InferType<typeof profileSchema>;

/** The image types the API accepts for photos. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const photoField = (kind: Extract<UploadKind, 'profilePhoto' | 'background'>) =>
  yup
    .mixed<File>()
    .nullable()
    .defined()
    .test(
      'image-type',
      MESSAGES.notAnImage,
      (file) => !file || (PHOTO_TYPES as readonly string[]).includes(file.type),
    )
    .test(
      'image-size',
      UPLOADS[kind].tooLargeMessage,
      (file) => !file || file.size <= UPLOADS[kind].maxBytes,
    );

// The "at least one" rule is reported once, on the background photo (the profile-photo message is empty).
export const photosSchema = yup.object({
  profilePhoto: photoField('profilePhoto'),
  backgroundPhoto: photoField('background').test(
    'at-least-one',
    MESSAGES.photosAtLeastOne,
    function atLeastOne(file) {
      return Boolean(file) || Boolean((this.parent as { profilePhoto?: File | null }).profilePhoto);
    },
  ),
});
export type PhotosValues = { profilePhoto: File | null; backgroundPhoto: File | null };

/** Scopes in the order the token form lists them, with their GraphQL names and stored strings. */
export const TOKEN_SCOPE_OPTIONS = [
  { value: 'READ', scope: 'read' },
  { value: 'WRITE_WORKS', scope: 'write:works' },
  { value: 'WRITE_SOCIAL', scope: 'write:social' },
  { value: 'WRITE_ACCOUNT', scope: 'write:account' },
  { value: 'MODERATE', scope: 'moderate' },
  { value: 'READ_STATS', scope: 'read:stats' },
] as const satisfies readonly { value: TokenScope; scope: TokenScopeValue }[];

export const accessTokenSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(MESSAGES.accessTokenNameRequired)
    .max(LIMITS.accessTokenNameMax, MESSAGES.accessTokenNameMax),
  scopes: yup
    .array(yup.string<TokenScope>().defined())
    .defined()
    .min(1, MESSAGES.accessTokenScopesRequired),
  /** '' for no expiry, else one of LIMITS.accessTokenExpiryDays as text (a select's value). */
  expiresInDays: yup
    .string()
    .defined()
    .oneOf(['', ...LIMITS.accessTokenExpiryDays.map(String)], MESSAGES.accessTokenExpiryInvalid),
});
export type AccessTokenValues = yup.InferType<typeof accessTokenSchema>;
