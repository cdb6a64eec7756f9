// Every absolute link the server writes outside the web app (the server-rendered head, the
// sitemap, Atom feeds, mails, the OPDS catalogue, signed links): PUBLIC_URL followed by a
// path whose every segment built from data is encoded, as the web's path helpers
// (web/src/modules/works/utils/paths.ts) encode them. Nothing else joins PUBLIC_URL to a path.

/** One path segment, percent-encoded (`a b/c` stays one segment: `a%20b%2Fc`). */
export const segment = (value: string | number): string => encodeURIComponent(String(value));

/** Site-relative paths, every segment encoded. */
export const sitePaths = {
  home: () => '/',
  profile: (username: string) => `/profile/${segment(username)}`,
  bookDetails: (urlSlug: string, bookId: number) =>
    `/details/${segment(urlSlug)}/book/${segment(bookId)}`,
  issueDetails: (urlSlug: string, bookId: number, issueNumber: number) =>
    `/details/${segment(urlSlug)}/book/${segment(bookId)}/issue/${segment(issueNumber)}`,
  reader: (urlSlug: string, bookId: number, issueNumber: number) =>
    `/read/${segment(urlSlug)}/book/${segment(bookId)}/issue/${segment(issueNumber)}`,
  following: () => '/following',
  resetPassword: (token: string) => `/reset-password/${segment(token)}`,
  /** The appeal form of a moderation decision (works without logging in). */
  appeal: (token: string) => `/appeal/${segment(token)}`,
  moderation: () => '/moderation',

  bookFeed: (bookId: number) => `/feeds/books/${segment(bookId)}.atom`,
  userFeed: (username: string) => `/feeds/users/${segment(username)}.atom`,
  followingFeed: (token: string) => `/feeds/following/${segment(token)}.atom`,
  sitemap: () => '/sitemap.xml',

  /** The plain CBZ download (what the details page, GraphQL `cbzUrl` and OPDS link to). */
  cbz: (issueId: number) => `/download/issues/${segment(issueId)}.cbz`,
  unsubscribe: (token: string) => `/api/v1/subscribe/unsubscribe/${segment(token)}`,
  undoEmailChange: (token: string) => `/api/v1/users/undo-email-change/${segment(token)}`,
  notifications: () => '/notifications',
  digestUnsubscribe: (token: string) => `/api/notifications/unsubscribe/${segment(token)}`,

  opdsRoot: () => '/opds',
  opdsNew: () => '/opds/new',
  opdsGenres: () => '/opds/genres',
  opdsGenre: (genre: string) => `/opds/genres/${segment(genre)}`,
  opdsCreators: () => '/opds/creators',
  opdsCreator: (username: string) => `/opds/creators/${segment(username)}`,
  opdsSearch: () => '/opds/search',
  opdsSearchDescription: () => '/opds/search.xml',
  /** OPDS-PSE template: the client fills `{pageNumber}` (0-based) and `{maxWidth}`. */
  opdsPageTemplate: (issueId: number) =>
    `/opds/issues/${segment(issueId)}/pages/{pageNumber}?width={maxWidth}`,
  opdsV2New: () => '/opds/v2/new',
  /** One page of an issue through OPDS page streaming (`index` 0-based, as OPDS-PSE counts). */
  opdsPage: (issueId: number, index: number) =>
    `/opds/issues/${segment(issueId)}/pages/${segment(index)}`,
  /** An issue's DiViNa manifest (Readium Web Publication Manifest for images). */
  opdsV2Manifest: (issueId: number) => `/opds/v2/issues/${segment(issueId)}/manifest.json`,
};

type Paths = typeof sitePaths;
type Absolute<F> = F extends (...args: infer A) => string ? (...args: A) => string : never;
type Based<F> = F extends (...args: infer A) => string
  ? (base: string, ...args: A) => string
  : never;

export type SiteUrls = { [K in keyof Paths]: Absolute<Paths[K]> } & {
  /** A site-relative path the caller already encoded (a canonical URL, a sitemap file). */
  page: (path: string) => string;
  /** A media URL (site-relative on local storage, absolute on S3) made absolute. */
  absolute: (url: string) => string;
};

/** A URL made absolute against the site's public URL (storage may hand out `/media/...` paths). */
export const absoluteUrl = (publicUrl: string, url: string): string =>
  /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;

/** The absolute links against one PUBLIC_URL. */
export function siteUrls(publicUrl: string): SiteUrls {
  const urls: Record<string, (...args: never[]) => string> = {};
  for (const [name, path] of Object.entries(sitePaths) as [string, (...a: never[]) => string][])
    urls[name] = (...args) => `${publicUrl}${path(...args)}`;
  return {
    ...(urls as { [K in keyof Paths]: Absolute<Paths[K]> }),
    page: (path) => `${publicUrl}${path}`,
    absolute: (url) => absoluteUrl(publicUrl, url),
  };
}

/** The same links taking PUBLIC_URL first, for code that passes it along per call. */
export const siteUrl = Object.fromEntries(
  Object.entries(sitePaths).map(([name, path]) => [
    name,
    (base: string, ...args: never[]) => `${base}${(path as (...a: never[]) => string)(...args)}`,
  ]),
) as { [K in keyof Paths]: Based<Paths[K]> };

/** An Atom entry or feed id (a tag: URI, RFC 4151): stable even if URLs or slugs change. */
export function tagUri(publicUrl: string, specific: string): string {
  return `tag:${new URL(publicUrl).hostname},2024:${specific}`;
}
