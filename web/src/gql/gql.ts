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
    "\n  mutation CreateBook(\n    $input: CreateBookInput!\n    $cover: Upload!\n    $issueCover: Upload!\n    $pages: [Upload!]!\n  ) {\n    createBook(input: $input, cover: $cover, issueCover: $issueCover, pages: $pages) {\n      id\n      urlSlug\n    }\n  }\n": typeof types.CreateBookDocument,
    "\n  query EditableBook($bookId: Int!) {\n    editableBook(bookId: $bookId) {\n      id\n      title\n      description\n      urlSlug\n      contentRating\n      status\n      removed\n      genres\n      issueCount\n      cover {\n        url\n        width\n        height\n        originalName\n      }\n    }\n  }\n": typeof types.EditableBookDocument,
    "\n  mutation UpdateBook($bookId: Int!, $input: UpdateBookInput!, $cover: Upload) {\n    updateBook(bookId: $bookId, input: $input, cover: $cover) {\n      id\n      urlSlug\n    }\n  }\n": typeof types.UpdateBookDocument,
    "\n  mutation DeleteBook($bookId: Int!) {\n    deleteBook(bookId: $bookId)\n  }\n": typeof types.DeleteBookDocument,
    "\n  query CreditableUsers($query: String!, $limit: Int) {\n    creditableUsers(query: $query, limit: $limit) {\n      id\n      username\n      photoUrl\n    }\n  }\n": typeof types.CreditableUsersDocument,
    "\n  query PreviousIssueCredits($bookId: Int!) {\n    previousIssueCredits(bookId: $bookId) {\n      user {\n        id\n        username\n        photoUrl\n      }\n      roles\n    }\n  }\n": typeof types.PreviousIssueCreditsDocument,
    "\n  mutation CreateIssue(\n    $bookId: Int!\n    $input: IssueDetailsInput!\n    $cover: Upload!\n    $pages: [Upload!]!\n  ) {\n    createIssue(bookId: $bookId, input: $input, cover: $cover, pages: $pages) {\n      id\n      issueNumber\n      book {\n        id\n        urlSlug\n      }\n    }\n  }\n": typeof types.CreateIssueDocument,
    "\n  query EditableIssue($bookId: Int!, $issueNumber: Int!) {\n    editableIssue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      issueNumber\n      title\n      description\n      cover {\n        url\n        width\n        height\n        originalName\n      }\n      pages {\n        id\n        pageNumber\n        image {\n          url\n          width\n          height\n          originalName\n        }\n      }\n      credits {\n        user {\n          id\n          username\n          photoUrl\n        }\n        roles\n      }\n      book {\n        id\n        title\n        urlSlug\n      }\n    }\n  }\n": typeof types.EditableIssueDocument,
    "\n  query BookIssueCount($bookId: Int!) {\n    editableBook(bookId: $bookId) {\n      id\n      issueCount\n    }\n  }\n": typeof types.BookIssueCountDocument,
    "\n  mutation UpdateIssue(\n    $bookId: Int!\n    $issueNumber: Int!\n    $input: IssueDetailsInput!\n    $pageOrder: [PageSlotInput!]!\n    $newPages: [Upload!]\n    $cover: Upload\n  ) {\n    updateIssue(\n      bookId: $bookId\n      issueNumber: $issueNumber\n      input: $input\n      pageOrder: $pageOrder\n      newPages: $newPages\n      cover: $cover\n    ) {\n      id\n      issueNumber\n      book {\n        id\n        urlSlug\n      }\n    }\n  }\n": typeof types.UpdateIssueDocument,
    "\n  mutation DeleteIssue($bookId: Int!, $issueNumber: Int!) {\n    deleteIssue(bookId: $bookId, issueNumber: $issueNumber)\n  }\n": typeof types.DeleteIssueDocument,
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
    "\n  mutation CreateBook(\n    $input: CreateBookInput!\n    $cover: Upload!\n    $issueCover: Upload!\n    $pages: [Upload!]!\n  ) {\n    createBook(input: $input, cover: $cover, issueCover: $issueCover, pages: $pages) {\n      id\n      urlSlug\n    }\n  }\n": types.CreateBookDocument,
    "\n  query EditableBook($bookId: Int!) {\n    editableBook(bookId: $bookId) {\n      id\n      title\n      description\n      urlSlug\n      contentRating\n      status\n      removed\n      genres\n      issueCount\n      cover {\n        url\n        width\n        height\n        originalName\n      }\n    }\n  }\n": types.EditableBookDocument,
    "\n  mutation UpdateBook($bookId: Int!, $input: UpdateBookInput!, $cover: Upload) {\n    updateBook(bookId: $bookId, input: $input, cover: $cover) {\n      id\n      urlSlug\n    }\n  }\n": types.UpdateBookDocument,
    "\n  mutation DeleteBook($bookId: Int!) {\n    deleteBook(bookId: $bookId)\n  }\n": types.DeleteBookDocument,
    "\n  query CreditableUsers($query: String!, $limit: Int) {\n    creditableUsers(query: $query, limit: $limit) {\n      id\n      username\n      photoUrl\n    }\n  }\n": types.CreditableUsersDocument,
    "\n  query PreviousIssueCredits($bookId: Int!) {\n    previousIssueCredits(bookId: $bookId) {\n      user {\n        id\n        username\n        photoUrl\n      }\n      roles\n    }\n  }\n": types.PreviousIssueCreditsDocument,
    "\n  mutation CreateIssue(\n    $bookId: Int!\n    $input: IssueDetailsInput!\n    $cover: Upload!\n    $pages: [Upload!]!\n  ) {\n    createIssue(bookId: $bookId, input: $input, cover: $cover, pages: $pages) {\n      id\n      issueNumber\n      book {\n        id\n        urlSlug\n      }\n    }\n  }\n": types.CreateIssueDocument,
    "\n  query EditableIssue($bookId: Int!, $issueNumber: Int!) {\n    editableIssue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      issueNumber\n      title\n      description\n      cover {\n        url\n        width\n        height\n        originalName\n      }\n      pages {\n        id\n        pageNumber\n        image {\n          url\n          width\n          height\n          originalName\n        }\n      }\n      credits {\n        user {\n          id\n          username\n          photoUrl\n        }\n        roles\n      }\n      book {\n        id\n        title\n        urlSlug\n      }\n    }\n  }\n": types.EditableIssueDocument,
    "\n  query BookIssueCount($bookId: Int!) {\n    editableBook(bookId: $bookId) {\n      id\n      issueCount\n    }\n  }\n": types.BookIssueCountDocument,
    "\n  mutation UpdateIssue(\n    $bookId: Int!\n    $issueNumber: Int!\n    $input: IssueDetailsInput!\n    $pageOrder: [PageSlotInput!]!\n    $newPages: [Upload!]\n    $cover: Upload\n  ) {\n    updateIssue(\n      bookId: $bookId\n      issueNumber: $issueNumber\n      input: $input\n      pageOrder: $pageOrder\n      newPages: $newPages\n      cover: $cover\n    ) {\n      id\n      issueNumber\n      book {\n        id\n        urlSlug\n      }\n    }\n  }\n": types.UpdateIssueDocument,
    "\n  mutation DeleteIssue($bookId: Int!, $issueNumber: Int!) {\n    deleteIssue(bookId: $bookId, issueNumber: $issueNumber)\n  }\n": types.DeleteIssueDocument,
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBook(\n    $input: CreateBookInput!\n    $cover: Upload!\n    $issueCover: Upload!\n    $pages: [Upload!]!\n  ) {\n    createBook(input: $input, cover: $cover, issueCover: $issueCover, pages: $pages) {\n      id\n      urlSlug\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBook(\n    $input: CreateBookInput!\n    $cover: Upload!\n    $issueCover: Upload!\n    $pages: [Upload!]!\n  ) {\n    createBook(input: $input, cover: $cover, issueCover: $issueCover, pages: $pages) {\n      id\n      urlSlug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditableBook($bookId: Int!) {\n    editableBook(bookId: $bookId) {\n      id\n      title\n      description\n      urlSlug\n      contentRating\n      status\n      removed\n      genres\n      issueCount\n      cover {\n        url\n        width\n        height\n        originalName\n      }\n    }\n  }\n"): (typeof documents)["\n  query EditableBook($bookId: Int!) {\n    editableBook(bookId: $bookId) {\n      id\n      title\n      description\n      urlSlug\n      contentRating\n      status\n      removed\n      genres\n      issueCount\n      cover {\n        url\n        width\n        height\n        originalName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBook($bookId: Int!, $input: UpdateBookInput!, $cover: Upload) {\n    updateBook(bookId: $bookId, input: $input, cover: $cover) {\n      id\n      urlSlug\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBook($bookId: Int!, $input: UpdateBookInput!, $cover: Upload) {\n    updateBook(bookId: $bookId, input: $input, cover: $cover) {\n      id\n      urlSlug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBook($bookId: Int!) {\n    deleteBook(bookId: $bookId)\n  }\n"): (typeof documents)["\n  mutation DeleteBook($bookId: Int!) {\n    deleteBook(bookId: $bookId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreditableUsers($query: String!, $limit: Int) {\n    creditableUsers(query: $query, limit: $limit) {\n      id\n      username\n      photoUrl\n    }\n  }\n"): (typeof documents)["\n  query CreditableUsers($query: String!, $limit: Int) {\n    creditableUsers(query: $query, limit: $limit) {\n      id\n      username\n      photoUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviousIssueCredits($bookId: Int!) {\n    previousIssueCredits(bookId: $bookId) {\n      user {\n        id\n        username\n        photoUrl\n      }\n      roles\n    }\n  }\n"): (typeof documents)["\n  query PreviousIssueCredits($bookId: Int!) {\n    previousIssueCredits(bookId: $bookId) {\n      user {\n        id\n        username\n        photoUrl\n      }\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateIssue(\n    $bookId: Int!\n    $input: IssueDetailsInput!\n    $cover: Upload!\n    $pages: [Upload!]!\n  ) {\n    createIssue(bookId: $bookId, input: $input, cover: $cover, pages: $pages) {\n      id\n      issueNumber\n      book {\n        id\n        urlSlug\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateIssue(\n    $bookId: Int!\n    $input: IssueDetailsInput!\n    $cover: Upload!\n    $pages: [Upload!]!\n  ) {\n    createIssue(bookId: $bookId, input: $input, cover: $cover, pages: $pages) {\n      id\n      issueNumber\n      book {\n        id\n        urlSlug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditableIssue($bookId: Int!, $issueNumber: Int!) {\n    editableIssue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      issueNumber\n      title\n      description\n      cover {\n        url\n        width\n        height\n        originalName\n      }\n      pages {\n        id\n        pageNumber\n        image {\n          url\n          width\n          height\n          originalName\n        }\n      }\n      credits {\n        user {\n          id\n          username\n          photoUrl\n        }\n        roles\n      }\n      book {\n        id\n        title\n        urlSlug\n      }\n    }\n  }\n"): (typeof documents)["\n  query EditableIssue($bookId: Int!, $issueNumber: Int!) {\n    editableIssue(bookId: $bookId, issueNumber: $issueNumber) {\n      id\n      issueNumber\n      title\n      description\n      cover {\n        url\n        width\n        height\n        originalName\n      }\n      pages {\n        id\n        pageNumber\n        image {\n          url\n          width\n          height\n          originalName\n        }\n      }\n      credits {\n        user {\n          id\n          username\n          photoUrl\n        }\n        roles\n      }\n      book {\n        id\n        title\n        urlSlug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookIssueCount($bookId: Int!) {\n    editableBook(bookId: $bookId) {\n      id\n      issueCount\n    }\n  }\n"): (typeof documents)["\n  query BookIssueCount($bookId: Int!) {\n    editableBook(bookId: $bookId) {\n      id\n      issueCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateIssue(\n    $bookId: Int!\n    $issueNumber: Int!\n    $input: IssueDetailsInput!\n    $pageOrder: [PageSlotInput!]!\n    $newPages: [Upload!]\n    $cover: Upload\n  ) {\n    updateIssue(\n      bookId: $bookId\n      issueNumber: $issueNumber\n      input: $input\n      pageOrder: $pageOrder\n      newPages: $newPages\n      cover: $cover\n    ) {\n      id\n      issueNumber\n      book {\n        id\n        urlSlug\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateIssue(\n    $bookId: Int!\n    $issueNumber: Int!\n    $input: IssueDetailsInput!\n    $pageOrder: [PageSlotInput!]!\n    $newPages: [Upload!]\n    $cover: Upload\n  ) {\n    updateIssue(\n      bookId: $bookId\n      issueNumber: $issueNumber\n      input: $input\n      pageOrder: $pageOrder\n      newPages: $newPages\n      cover: $cover\n    ) {\n      id\n      issueNumber\n      book {\n        id\n        urlSlug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteIssue($bookId: Int!, $issueNumber: Int!) {\n    deleteIssue(bookId: $bookId, issueNumber: $issueNumber)\n  }\n"): (typeof documents)["\n  mutation DeleteIssue($bookId: Int!, $issueNumber: Int!) {\n    deleteIssue(bookId: $bookId, issueNumber: $issueNumber)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;