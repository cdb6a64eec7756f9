// The web's public routes (web/src/routes.tsx) as absolute URLs, for what the server writes outside the
// web app: the server-rendered head, the sitemap. Every segment is encoded, as the web's
// path helpers (web/src/modules/works/utils/paths.ts) encode them.

const segment = (value: string | number): string => encodeURIComponent(String(value));

export const siteUrls = (publicUrl: string) => ({
  home: () => `${publicUrl}/`,
  page: (path: string) => `${publicUrl}${path}`,
  profile: (username: string) => `${publicUrl}/profile/${segment(username)}`,
  bookDetails: (urlSlug: string, bookId: number) =>
    `${publicUrl}/details/${segment(urlSlug)}/book/${segment(bookId)}`,
  issueDetails: (urlSlug: string, bookId: number, issueNumber: number) =>
    `${publicUrl}/details/${segment(urlSlug)}/book/${segment(bookId)}/issue/${segment(issueNumber)}`,
  reader: (urlSlug: string, bookId: number, issueNumber: number) =>
    `${publicUrl}/read/${segment(urlSlug)}/book/${segment(bookId)}/issue/${segment(issueNumber)}`,
  bookFeed: (bookId: number) => `${publicUrl}/feeds/books/${segment(bookId)}.atom`,
  userFeed: (username: string) => `${publicUrl}/feeds/users/${segment(username)}.atom`,
  /** A media URL (site-relative on local storage, absolute on S3) made absolute. */
  absolute: (url: string) =>
    /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`,
});

export type SiteUrls = ReturnType<typeof siteUrls>;
