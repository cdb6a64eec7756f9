import { segment, sitePaths, siteUrl } from '../../shared/site-urls';

/**
 * The catalogue's URLs, absolute against PUBLIC_URL (OPDS clients and ComicInfo readers
 * open them outside the site). They are built in shared/site-urls.ts; this names the ones
 * the catalogue uses.
 */
export const catalogLinks = {
  /** The plain CBZ download (what the details page, GraphQL `cbzUrl` and OPDS link to). */
  cbzPath: sitePaths.cbz,
  cbz: siteUrl.cbz,
  /** The web app's issue details page. */
  issueDetails: siteUrl.issueDetails,
  profile: siteUrl.profile,

  opdsRoot: siteUrl.opdsRoot,
  opdsNew: siteUrl.opdsNew,
  opdsGenres: siteUrl.opdsGenres,
  opdsGenre: siteUrl.opdsGenre,
  opdsCreators: siteUrl.opdsCreators,
  opdsCreator: siteUrl.opdsCreator,
  opdsSearch: siteUrl.opdsSearch,
  opdsSearchDescription: siteUrl.opdsSearchDescription,
  opdsPageTemplate: siteUrl.opdsPageTemplate,
  opdsV2New: siteUrl.opdsV2New,
  opdsPage: siteUrl.opdsPage,
  opdsV2Manifest: siteUrl.opdsV2Manifest,
  /** Atom ids are IRIs: a genre or username segment is percent-encoded ("slice%20of%20life"). */
  opdsGenreId: (genre: string) => `urn:panelhouse:opds:genre:${segment(genre)}`,
  opdsCreatorId: (username: string) => `urn:panelhouse:opds:creator:${segment(username)}`,
};

/** `url` with `?page=n` (or `&page=n`), page 1 left plain. */
export function withPage(url: string, page: number): string {
  if (page === 1) return url;
  return `${url}${url.includes('?') ? '&' : '?'}page=${page}`;
}
