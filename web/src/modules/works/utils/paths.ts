import { SEARCH_PARAMS } from '../../search/utils/searchParams';

// The routes (web/src/routes.tsx) that link works and people together. Every link in the web app is
// built here, and every dynamic segment is encoded: slugs and usernames come from users.

const segment = (value: string | number): string => encodeURIComponent(String(value));

export function profilePath(username: string): string {
  return `/profile/${segment(username)}`;
}

export function profileEditPath(username: string): string {
  return `${profilePath(username)}/edit`;
}

export function bookDetailsPath(urlSlug: string, bookId: number): string {
  return `/details/${segment(urlSlug)}/book/${segment(bookId)}`;
}

export function issueDetailsPath(urlSlug: string, bookId: number, issueNumber: number): string {
  return `${bookDetailsPath(urlSlug, bookId)}/issue/${segment(issueNumber)}`;
}

export function readerPath(urlSlug: string, bookId: number, issueNumber: number): string {
  return `/read/${segment(urlSlug)}/book/${segment(bookId)}/issue/${segment(issueNumber)}`;
}

export function editBookPath(urlSlug: string, bookId: number): string {
  return `/edit-upload/${segment(urlSlug)}/book/${segment(bookId)}`;
}

export function editIssuePath(urlSlug: string, bookId: number, issueNumber: number): string {
  return `${editBookPath(urlSlug, bookId)}/issue/${segment(issueNumber)}`;
}

export function addIssuePath(urlSlug: string, bookId: number): string {
  return `/upload-issue/${segment(urlSlug)}/book/${segment(bookId)}`;
}

/** The signed-in reader's list of new issues from the creators they subscribe to. */
export function followingPath(): string {
  return '/following';
}

/** The Atom feed of a book's new issues (served by the API, not a client route: link it with <a>). */
export function bookFeedPath(bookId: number): string {
  return `/feeds/books/${segment(bookId)}.atom`;
}

/** The Atom feed of a user's new issues (served by the API, not a client route). */
export function userFeedPath(username: string): string {
  return `/feeds/users/${segment(username)}.atom`;
}

export function loginPath(): string {
  return '/login';
}

/** The search screen for a free-text query (the full query string is `searchHref`'s job). */
export function searchTextPath(text: string): string {
  return `/search?${new URLSearchParams({ [SEARCH_PARAMS.q]: text }).toString()}`;
}

/** A positive integer route parameter, else null (an invalid id is a 404, not a request). */
export function parseIdParam(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}
