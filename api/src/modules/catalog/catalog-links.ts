/**
 * The catalogue's URLs, absolute against PUBLIC_URL (OPDS clients and ComicInfo readers
 * open them outside the site). Every segment built from data is encoded.
 */
const enc = encodeURIComponent;

export const catalogLinks = {
  /** The plain CBZ download (what the details page, GraphQL `cbzUrl` and OPDS link to). */
  cbzPath: (issueId: number) => `/download/issues/${issueId}.cbz`,
  /** The web app's issue details page. */
  issueDetails: (base: string, slug: string, bookId: number, issueNumber: number) =>
    `${base}/details/${enc(slug)}/book/${bookId}/issue/${issueNumber}`,
  profile: (base: string, username: string) => `${base}/profile/${enc(username)}`,

  opdsRoot: (base: string) => `${base}/opds`,
  opdsNew: (base: string) => `${base}/opds/new`,
  opdsGenres: (base: string) => `${base}/opds/genres`,
  opdsGenre: (base: string, genre: string) => `${base}/opds/genres/${enc(genre)}`,
  opdsCreators: (base: string) => `${base}/opds/creators`,
  opdsCreator: (base: string, username: string) => `${base}/opds/creators/${enc(username)}`,
  opdsSearch: (base: string) => `${base}/opds/search`,
  opdsSearchDescription: (base: string) => `${base}/opds/search.xml`,
  /** OPDS-PSE template: the client fills `{pageNumber}` (0-based) and `{maxWidth}`. */
  opdsPageTemplate: (base: string, issueId: number) =>
    `${base}/opds/issues/${issueId}/pages/{pageNumber}?width={maxWidth}`,
  opdsV2New: (base: string) => `${base}/opds/v2/new`,
  /** Atom ids are IRIs: a genre or username segment is percent-encoded ("slice%20of%20life"). */
  opdsGenreId: (genre: string) => `urn:panelhouse:opds:genre:${enc(genre)}`,
  opdsCreatorId: (username: string) => `urn:panelhouse:opds:creator:${enc(username)}`,
};

/** `url` with `?page=n` (or `&page=n`), page 1 left plain. */
export function withPage(url: string, page: number): string {
  if (page === 1) return url;
  return `${url}${url.includes('?') ? '&' : '?'}page=${page}`;
}
