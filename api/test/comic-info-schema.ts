import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * The rules of ComicInfo's v2.0 XML schema (the Anansi project's ComicInfo.xsd) that a
 * document Panelhouse writes can break, checked without a schema validator in the test
 * dependencies: the root's children in the schema's sequence, at most once each; the integer
 * elements; the AgeRating values; and each <Page>'s attributes, their types and the required
 * `Image`. Returns the problems found (none for a valid document).
 */
const SEQUENCE = [
  'Title',
  'Series',
  'Number',
  'Count',
  'Volume',
  'AlternateSeries',
  'AlternateNumber',
  'AlternateCount',
  'Summary',
  'Notes',
  'Year',
  'Month',
  'Day',
  'Writer',
  'Penciller',
  'Inker',
  'Colorist',
  'Letterer',
  'CoverArtist',
  'Editor',
  'Publisher',
  'Imprint',
  'Genre',
  'Web',
  'PageCount',
  'LanguageISO',
  'Format',
  'BlackAndWhite',
  'Manga',
  'Characters',
  'Teams',
  'Locations',
  'ScanInformation',
  'StoryArc',
  'SeriesGroup',
  'AgeRating',
  'Pages',
  'CommunityRating',
];
const INTEGERS = new Set([
  'Count',
  'Volume',
  'AlternateCount',
  'Year',
  'Month',
  'Day',
  'PageCount',
]);
const AGE_RATINGS = new Set([
  'Unknown',
  'Adults Only 18+',
  'Early Childhood',
  'Everyone',
  'Everyone 10+',
  'G',
  'Kids to Adults',
  'M',
  'MA15+',
  'Mature 17+',
  'PG',
  'R18+',
  'Rating Pending',
  'Teen',
  'X18+',
]);
const INT = /^[+-]?\d+$/;
const PAGE_TYPES = new Set([
  'FrontCover',
  'InnerCover',
  'Roundup',
  'Story',
  'Advertisement',
  'Editorial',
  'Letters',
  'Preview',
  'BackCover',
  'Other',
  'Deleted',
]);
const PAGE_ATTRIBUTES: Record<string, (v: string) => boolean> = {
  Image: (v) => INT.test(v),
  Type: (v) => v.split(/\s+/).every((t) => PAGE_TYPES.has(t)),
  DoublePage: (v) => ['true', 'false', '1', '0'].includes(v),
  ImageSize: (v) => INT.test(v),
  Key: () => true,
  Bookmark: () => true,
  ImageWidth: (v) => INT.test(v),
  ImageHeight: (v) => INT.test(v),
};

export function comicInfoSchemaProblems(xml: string): string[] {
  if (XMLValidator.validate(xml) !== true) return ['not well-formed XML'];
  const problems: string[] = [];
  const doc = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    preserveOrder: true,
    parseTagValue: false,
    parseAttributeValue: false,
  }).parse(xml) as Record<string, unknown>[];
  const root = doc.find((n) => 'ComicInfo' in n);
  if (!root) return ['no ComicInfo root'];
  const children = root.ComicInfo as Record<string, unknown>[];
  let last = -1;
  for (const child of children) {
    const name = Object.keys(child).find((k) => k !== ':@' && k !== '#text');
    if (!name) continue;
    const at = SEQUENCE.indexOf(name);
    if (at < 0) problems.push(`<${name}> is not a ComicInfo element`);
    else if (at <= last) problems.push(`<${name}> is out of the schema's order or repeated`);
    last = Math.max(last, at);
    const content = child[name] as Record<string, unknown>[];
    const text = content.map((c) => c['#text'] ?? '').join('');
    if (INTEGERS.has(name) && !INT.test(String(text))) problems.push(`<${name}> is not an integer`);
    if (name === 'AgeRating' && !AGE_RATINGS.has(String(text)))
      problems.push(`<AgeRating> ${String(text)} is not an allowed value`);
    if (name !== 'Pages') continue;
    for (const page of content) {
      const pageName = Object.keys(page).find((k) => k !== ':@' && k !== '#text');
      if (!pageName) continue;
      if (pageName !== 'Page') {
        problems.push(`<Pages> holds <${pageName}>`);
        continue;
      }
      const attributes = (page[':@'] ?? {}) as Record<string, string>;
      if (!('@Image' in attributes)) problems.push('<Page> without the required Image');
      for (const [key, value] of Object.entries(attributes)) {
        const check = PAGE_ATTRIBUTES[key.slice(1)];
        if (!check) problems.push(`<Page> has no attribute ${key.slice(1)}`);
        else if (!check(value))
          problems.push(`<Page ${key.slice(1)}="${value}"> has the wrong type`);
      }
    }
  }
  return problems;
}
