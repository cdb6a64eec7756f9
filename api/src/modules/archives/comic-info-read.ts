import { XMLParser } from 'fast-xml-parser';
import { LIMITS, MESSAGES } from '../../config/limits';
import { badInput } from '../../shared/app-error';
import type { CreditRoleEnum } from '../credits/work-credit.entity';
import { CREATOR_ROLES } from './comic-info';

/** What a ComicInfo.xml pre-fills: an issue's title, description and credits by name. */
export interface ComicInfo {
  title?: string;
  description?: string;
  credits: { name: string; role: CreditRoleEnum }[];
  /** Pages marked `<Page Image="n" DoublePage="true"/>`, as page numbers (Image + 1), ascending. */
  spreadPages: number[];
}

const FIELD = 'archive';
/** A credited name longer than this cannot be a username (or anyone's name): refused. */
const NAME_MAX = 100;

const XML_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** The five predefined XML entities and numeric references, decoded once (nothing can expand). */
function decodeText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (match, ref: string) => {
    if (ref[0] !== '#') return XML_ENTITIES[ref.toLowerCase()] ?? match;
    const code =
      ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  });
}

function text(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const decoded = decodeText(String(value)).replace(/\s+/g, ' ').trim();
  return decoded === '' ? undefined : decoded;
}

function limited(value: string | undefined, field: string, max: number): string | undefined {
  if (value !== undefined && value.length > max)
    throw badInput(MESSAGES.comicInfoFieldTooLong(field, max), FIELD);
  return value;
}

/**
 * Reads the fields Panelhouse uses from a ComicInfo.xml (the Anansi/ComicRack schema):
 * Title (or Series), Summary and the credit fields. A document declaring a DOCTYPE or
 * entities is refused before parsing (no entity can expand: the parser's entity handling
 * is off too), and each field must fit the issue's own limits: title 50, description 550.
 */
export function parseComicInfo(xml: string): ComicInfo {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw badInput(MESSAGES.comicInfoEntities, FIELD);
  let doc: unknown;
  try {
    doc = new XMLParser({
      processEntities: false,
      htmlEntities: false,
      ignoreAttributes: true,
      parseTagValue: false,
      ignoreDeclaration: true,
      ignorePiTags: true,
    }).parse(xml, true);
  } catch {
    throw badInput(MESSAGES.comicInfoInvalid, FIELD);
  }
  const root = (doc as { ComicInfo?: unknown } | null)?.ComicInfo;
  if (root === undefined) throw badInput(MESSAGES.comicInfoInvalid, FIELD);
  const fields = (typeof root === 'object' && root !== null ? root : {}) as Record<string, unknown>;
  const title =
    limited(text(fields.Title), 'Title', LIMITS.titleMax) ??
    limited(text(fields.Series), 'Series', LIMITS.titleMax);
  const description = limited(text(fields.Summary), 'Summary', LIMITS.descriptionMax);
  const credits: ComicInfo['credits'] = [];
  for (const { element: field, roles } of CREATOR_ROLES) {
    const role = roles[0];
    const names = text(fields[field]);
    if (!names) continue;
    for (const name of names.split(',').map((n) => n.trim())) {
      if (!name) continue;
      limited(name, field, NAME_MAX);
      if (!credits.some((c) => c.name === name && c.role === role)) credits.push({ name, role });
    }
  }
  return { title, description, credits, spreadPages: doublePages(xml) };
}

/**
 * The pages ComicInfo marks as double pages (its `DoublePage` is an xs:boolean: "true" or
 * "1"). `Image` is the 0-based index of the page among the archive's images in name order,
 * the order the import takes them in. Only a marked page says something: a page without the
 * attribute is left to spread detection. Called after parseComicInfo's checks passed.
 */
function doublePages(xml: string): number[] {
  const doc = new XMLParser({
    processEntities: false,
    htmlEntities: false,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseTagValue: false,
    parseAttributeValue: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    isArray: (name, path) => path === 'ComicInfo.Pages.Page' && name === 'Page',
  }).parse(xml, true) as { ComicInfo?: { Pages?: { Page?: Record<string, unknown>[] } } };
  const list = doc?.ComicInfo?.Pages?.Page;
  const pages = new Set<number>();
  for (const page of Array.isArray(list) ? list : []) {
    if (typeof page !== 'object' || page === null) continue;
    const flag = String(page.DoublePage ?? '').trim();
    const image = String(page.Image ?? '').trim();
    if ((flag === 'true' || flag === '1') && /^\d{1,4}$/.test(image)) pages.add(Number(image) + 1);
  }
  return [...pages].sort((a, b) => a - b);
}
