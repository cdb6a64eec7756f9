/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUser\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation UpdateProfilePhotos($profilePhoto: Upload, $backgroundPhoto: Upload) {\n    updateProfilePhotos(profilePhoto: $profilePhoto, backgroundPhoto: $backgroundPhoto) {\n      ...SessionUser\n    }\n  }\n": typeof types.UpdateProfilePhotosDocument,
    "\n  mutation DeactivateAccount {\n    deactivateAccount\n  }\n": typeof types.DeactivateAccountDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment SessionUser on User {\n    id\n    username\n    firstName\n    lastName\n    bio\n    role\n    photoUrl\n    backgroundPhotoUrl\n    dateCreated\n    email\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      token\n      isReactivated\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.LogInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      isReactivated\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation LogOut {\n    logOut\n  }\n": typeof types.LogOutDocument,
    "\n  query UserProfile($username: String!) {\n    user(username: $username) {\n      id\n      username\n      bio\n      role\n      photoUrl\n      backgroundPhotoUrl\n      dateCreated\n    }\n  }\n": typeof types.UserProfileDocument,
};
const documents: Documents = {
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUser\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation UpdateProfilePhotos($profilePhoto: Upload, $backgroundPhoto: Upload) {\n    updateProfilePhotos(profilePhoto: $profilePhoto, backgroundPhoto: $backgroundPhoto) {\n      ...SessionUser\n    }\n  }\n": types.UpdateProfilePhotosDocument,
    "\n  mutation DeactivateAccount {\n    deactivateAccount\n  }\n": types.DeactivateAccountDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  fragment SessionUser on User {\n    id\n    username\n    firstName\n    lastName\n    bio\n    role\n    photoUrl\n    backgroundPhotoUrl\n    dateCreated\n    email\n  }\n": types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": types.MeDocument,
    "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      token\n      isReactivated\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.LogInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      isReactivated\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation LogOut {\n    logOut\n  }\n": types.LogOutDocument,
    "\n  query UserProfile($username: String!) {\n    user(username: $username) {\n      id\n      username\n      bio\n      role\n      photoUrl\n      backgroundPhotoUrl\n      dateCreated\n    }\n  }\n": types.UserProfileDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfilePhotos($profilePhoto: Upload, $backgroundPhoto: Upload) {\n    updateProfilePhotos(profilePhoto: $profilePhoto, backgroundPhoto: $backgroundPhoto) {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfilePhotos($profilePhoto: Upload, $backgroundPhoto: Upload) {\n    updateProfilePhotos(profilePhoto: $profilePhoto, backgroundPhoto: $backgroundPhoto) {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateAccount {\n    deactivateAccount\n  }\n"): (typeof documents)["\n  mutation DeactivateAccount {\n    deactivateAccount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    username\n    firstName\n    lastName\n    bio\n    role\n    photoUrl\n    backgroundPhotoUrl\n    dateCreated\n    email\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    username\n    firstName\n    lastName\n    bio\n    role\n    photoUrl\n    backgroundPhotoUrl\n    dateCreated\n    email\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      token\n      isReactivated\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      token\n      isReactivated\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      isReactivated\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      isReactivated\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogOut {\n    logOut\n  }\n"): (typeof documents)["\n  mutation LogOut {\n    logOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserProfile($username: String!) {\n    user(username: $username) {\n      id\n      username\n      bio\n      role\n      photoUrl\n      backgroundPhotoUrl\n      dateCreated\n    }\n  }\n"): (typeof documents)["\n  query UserProfile($username: String!) {\n    user(username: $username) {\n      id\n      username\n      bio\n      role\n      photoUrl\n      backgroundPhotoUrl\n      dateCreated\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;