import { GENRES } from '../../config/limits';
import { escapeXml } from '../../shared/escape';
import type { CbzIssueRow } from '../catalog/catalog.queries';
import { CreditRoleEnum } from '../credits/work-credit.entity';

// ComicInfo.xml (the Anansi/ComicRack schema, v2.0): written here into the CBZ export
// (pack.ts), read by comic-info-read.ts from an uploaded archive, through the one role table.

/** The ComicInfo creator elements, in the schema's order. */
type CreatorElement =
  'Writer' | 'Penciller' | 'Inker' | 'Colorist' | 'Letterer' | 'CoverArtist' | 'Editor';

/**
 * Our eight credit roles on ComicInfo's seven creator elements, one table read both ways, in
 * the schema's order. ComicInfo has no "artist": an artist draws the pages, so they are
 * written as pencillers (docs/opds-and-cbz.md). Reading, an element is its first role.
 */
export const CREATOR_ROLES: readonly {
  element: CreatorElement;
  roles: readonly CreditRoleEnum[];
}[] = [
  { element: 'Writer', roles: [CreditRoleEnum.WRITER] },
  { element: 'Penciller', roles: [CreditRoleEnum.PENCILLER, CreditRoleEnum.ARTIST] },
  { element: 'Inker', roles: [CreditRoleEnum.INKER] },
  { element: 'Colorist', roles: [CreditRoleEnum.COLORIST] },
  { element: 'Letterer', roles: [CreditRoleEnum.LETTERER] },
  { element: 'CoverArtist', roles: [CreditRoleEnum.COVER_ARTIST] },
  { element: 'Editor', roles: [CreditRoleEnum.EDITOR] },
];

/** The element a credit role is written as. */
const ELEMENT_OF = new Map<string, CreatorElement>(
  CREATOR_ROLES.flatMap(({ element, roles }) => roles.map((role) => [role, element] as const)),
);

/** Content ratings on ComicInfo's AgeRating values. */
const COMIC_INFO_AGE_RATINGS: Record<string, string> = {
  G: 'Everyone',
  T: 'Teen',
  M: 'Mature 17+',
};

const GENRE_LABELS = new Map(GENRES.map((label) => [label.toLowerCase(), label]));

/** A genre key as shown ('sci-fi' -> 'Sci-Fi'). */
export const genreLabel = (key: string): string => GENRE_LABELS.get(key) ?? key;

const element = (name: string, value: string | number) =>
  `  <${name}>${escapeXml(String(value))}</${name}>`;

/** The archive's page file names: 001.jpg, 002.png... (at least three digits, so they sort). */
export function pageFileNames(pages: readonly { contentType: string }[]): string[] {
  const width = Math.max(3, String(pages.length).length);
  return pages.map(
    (page, i) => `${String(i + 1).padStart(width, '0')}.${extensionOf(page.contentType)}`,
  );
}

function extensionOf(contentType: string): string {
  if (contentType === 'image/jpeg') return 'jpg';
  const sub = /^image\/([a-z0-9]+)$/.exec(contentType)?.[1];
  return sub ?? 'bin';
}

/** ComicInfo.xml for one issue (elements in the v2.0 schema's sequence order). */
export function comicInfoXml(issue: CbzIssueRow, webUrl: string): string {
  const published = new Date(issue.date_created);
  const creators = new Map<CreatorElement, string[]>();
  for (const [role, username] of issue.credits) {
    const name = ELEMENT_OF.get(role);
    if (!name) continue;
    const list = creators.get(name) ?? [];
    if (!list.includes(username)) list.push(username);
    creators.set(name, list);
  }
  const names = pageFileNames(issue.page_files.map(([, , contentType]) => ({ contentType })));
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<ComicInfo xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">',
    element('Title', issue.title),
    element('Series', issue.book_title),
    element('Number', issue.issue_number),
    element('Summary', issue.description),
    element('Year', published.getUTCFullYear()),
    element('Month', published.getUTCMonth() + 1),
    element('Day', published.getUTCDate()),
    ...CREATOR_ROLES.flatMap(({ element: name }) =>
      creators.has(name) ? [element(name, (creators.get(name) as string[]).join(', '))] : [],
    ),
    ...(issue.genres.length ? [element('Genre', issue.genres.map(genreLabel).join(', '))] : []),
    element('Web', webUrl),
    element('PageCount', issue.page_files.length),
    element('AgeRating', COMIC_INFO_AGE_RATINGS[issue.content_rating] ?? 'Unknown'),
    '  <Pages>',
    // DoublePage (an xs:boolean, default false) only on spreads: readers pair the rest.
    ...issue.page_files.map(
      ([, , , byteSize, width, height, spread], i) =>
        `    <Page Image="${i}"${spread ? ' DoublePage="true"' : ''} ImageSize="${byteSize}" ImageWidth="${width}" ImageHeight="${height}" Key="${escapeXml(names[i])}"/>`,
    ),
    '  </Pages>',
    '</ComicInfo>',
    '',
  ];
  return lines.join('\n');
}
