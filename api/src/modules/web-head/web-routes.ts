/**
 * The web app's client routes (web/src/routes.tsx) as the server sees them: which
 * paths exist (anything else answers 404), which load a work or a person for the head, and
 * which stay out of search engines. web-routes.test.ts checks the table against
 * the paths in routes.tsx, so a route added there without a row here fails a test.
 */

export type WebRoute =
  | { kind: 'static'; title?: string; noIndex: boolean }
  | { kind: 'book'; bookId: number }
  | { kind: 'issue'; bookId: number; issueNumber: number }
  | { kind: 'reader'; bookId: number; issueNumber: number }
  | { kind: 'profile'; username: string }
  | { kind: 'notFound' };

/** Titles as the pages set them with usePageMeta (web/src/pages), so the first paint matches. */
const STATIC_ROUTES: Record<string, { title?: string; noIndex?: boolean }> = {
  '/': {},
  '/about': { title: 'About' },
  '/search': { title: 'Search' },
  '/comic-list': { title: 'Search' },
  '/articles': { title: 'Articles' },
  '/articles/how-to-publish-your-comic-book-online': {
    title: 'How to Publish Your Comic Book Online',
  },
  '/articles/the-8-roles-needed-to-create-comic-book': {
    title: 'The 8 Roles Needed to Create a Comic Book',
  },
  '/articles/how-to-add-a-new-issue-to-my-comic-book': {
    title: 'How to Add a New Issue to My Comic Book',
  },
  '/contest': { title: 'Contest' },
  '/news': { title: 'News' },
  '/sign-up': { title: 'Sign Up' },
  '/login': { title: 'Login' },
  '/forgot-password': { title: 'Forgot Password' },
  '/upload': { title: 'Upload', noIndex: true },
  // A signed-in reader's own list: nothing for a search engine.
  '/following': { title: 'Following', noIndex: true },
  // A signed-in reader's own notifications: private.
  '/notifications': { title: 'Notifications', noIndex: true },
  // A creator's own audience figures (scoped by ?book= or ?issue=): private.
  '/stats': { title: 'Stats', noIndex: true },
  // Moderators' screens: nothing for a search engine.
  '/moderation': { title: 'Moderation', noIndex: true },
  '/moderation/log': { title: 'Audit log', noIndex: true },
  // Issues saved on this device: nothing for a search engine.
  '/saved': { title: 'Saved issues', noIndex: true },
};

/** Patterns of the routes with parameters; `noIndex` ones stay out of search engines. */
const PATTERNS: { re: RegExp; route: (m: string[]) => WebRoute | null }[] = [
  {
    re: /^\/reset-password\/[^/]+$/,
    route: () => ({ kind: 'static', title: 'Reset Password', noIndex: true }),
  },
  {
    re: /^\/appeal\/[^/]+$/,
    route: () => ({ kind: 'static', title: 'Appeal a moderation decision', noIndex: true }),
  },
  {
    re: /^\/profile\/([^/]+)\/edit$/,
    route: () => ({ kind: 'static', title: 'Edit Profile', noIndex: true }),
  },
  { re: /^\/profile\/([^/]+)$/, route: (m) => ({ kind: 'profile', username: m[1] }) },
  {
    re: /^\/details\/[^/]+\/book\/([^/]+)$/,
    route: (m) => withIds(m, (bookId) => ({ kind: 'book', bookId })),
  },
  {
    re: /^\/details\/[^/]+\/book\/([^/]+)\/issue\/([^/]+)$/,
    route: (m) => withIds(m, (bookId, issueNumber) => ({ kind: 'issue', bookId, issueNumber })),
  },
  {
    re: /^\/read\/[^/]+\/book\/([^/]+)\/issue\/([^/]+)$/,
    route: (m) => withIds(m, (bookId, issueNumber) => ({ kind: 'reader', bookId, issueNumber })),
  },
  {
    re: /^\/upload-issue\/[^/]+\/book\/[^/]+$/,
    route: () => ({ kind: 'static', title: 'Add a New Issue', noIndex: true }),
  },
  {
    re: /^\/edit-upload\/[^/]+\/book\/[^/]+\/issue\/[^/]+$/,
    route: () => ({ kind: 'static', title: 'Edit Issue', noIndex: true }),
  },
  {
    re: /^\/edit-upload\/[^/]+\/book\/[^/]+$/,
    route: () => ({ kind: 'static', title: 'Edit Book', noIndex: true }),
  },
];

/** A positive int4 route parameter, else null (as the web's parseIdParam: invalid ids are 404s). */
export function parseRouteId(value: string): number | null {
  if (!/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

function withIds(m: string[], make: (a: number, b: number) => WebRoute): WebRoute | null {
  const ids = m.slice(1).map(parseRouteId);
  if (ids.some((id) => id === null)) return null;
  return make(ids[0] as number, (ids[1] ?? 0) as number);
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The route a path (without query string) names, as React Router would match it. */
export function matchWebRoute(pathname: string): WebRoute {
  // React Router ignores one trailing slash.
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  // React Router matches paths case-insensitively by default.
  const fixed = STATIC_ROUTES[path.toLowerCase()];
  if (fixed) return { kind: 'static', title: fixed.title, noIndex: fixed.noIndex ?? false };
  for (const { re, route } of PATTERNS) {
    const m = new RegExp(re.source, 'i').exec(path);
    if (!m) continue;
    const decoded = m.map((part) => decode(part));
    if (decoded.some((part) => part === null)) return { kind: 'notFound' };
    return route(decoded as string[]) ?? { kind: 'notFound' };
  }
  return { kind: 'notFound' };
}

/** The web route paths this table answers (web-routes.test.ts compares them with routes.tsx). */
export const KNOWN_ROUTE_PATHS = [
  ...Object.keys(STATIC_ROUTES),
  '/reset-password/:resetToken',
  '/appeal/:token',
  '/profile/:username/edit',
  '/profile/:username',
  '/details/:urlSlug/book/:bookId',
  '/details/:urlSlug/book/:bookId/issue/:issueNumber',
  '/read/:urlSlug/book/:bookId/issue/:issueNumber',
  '/upload-issue/:urlSlug/book/:bookId',
  '/edit-upload/:urlSlug/book/:bookId/issue/:issueNumber',
  '/edit-upload/:urlSlug/book/:bookId',
];
