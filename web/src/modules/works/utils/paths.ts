// The routes of spec §2 that link works and people together.

export function profilePath(username: string): string {
  return `/profile/${encodeURIComponent(username)}`;
}

export function bookDetailsPath(urlSlug: string, bookId: number): string {
  return `/details/${encodeURIComponent(urlSlug)}/book/${bookId}`;
}

export function issueDetailsPath(urlSlug: string, bookId: number, issueNumber: number): string {
  return `${bookDetailsPath(urlSlug, bookId)}/issue/${issueNumber}`;
}

export function readerPath(urlSlug: string, bookId: number, issueNumber: number): string {
  return `/read/${encodeURIComponent(urlSlug)}/book/${bookId}/issue/${issueNumber}`;
}

export function editBookPath(urlSlug: string, bookId: number): string {
  return `/edit-upload/${encodeURIComponent(urlSlug)}/book/${bookId}`;
}

export function editIssuePath(urlSlug: string, bookId: number, issueNumber: number): string {
  return `${editBookPath(urlSlug, bookId)}/issue/${issueNumber}`;
}

export function addIssuePath(urlSlug: string, bookId: number): string {
  return `/upload-issue/${encodeURIComponent(urlSlug)}/book/${bookId}`;
}

/** A positive integer route parameter, else null (an invalid id is a 404, not a request). */
export function parseIdParam(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}
