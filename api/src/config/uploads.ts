// Upload presets: per kind, the limits and their user-facing texts.

import { formatBytes } from './format';
import { MESSAGES } from './messages';
import { LIMITS } from './product-limits';

const cover = LIMITS.thumbnail;
const page = LIMITS.page;
const spread = LIMITS.spreadPage;
const photo = LIMITS.profilePhoto;
/** The profile and background photos share their limits. */
const photoPreset = () => ({
  maxWidth: photo.maxWidth,
  maxHeight: photo.maxHeight,
  maxBytes: photo.maxBytes,
  maxCount: 1,
  maxSize: formatBytes(photo.maxBytes),
  description: `at most ${photo.maxWidth} x ${photo.maxHeight} px and ${formatBytes(photo.maxBytes)}`,
  tooLargeMessage: MESSAGES.fileSize(formatBytes(photo.maxBytes)),
  dimensionMessage: `The image cannot be larger than ${photo.maxWidth} x ${photo.maxHeight} pixels`,
});

/**
 * One preset per upload kind: its limits and their user-facing texts. The GraphQL resolvers
 * (argument descriptions, spool limits), the v1 routes (multipart limits and messages), the
 * image processor (server checks) and the web forms (client checks, hints) all read these.
 * `maxSize` is maxBytes in words; `description` is all the limits in words.
 */
export const UPLOADS = {
  cover: {
    width: cover.width,
    height: cover.height,
    maxBytes: cover.maxBytes,
    maxCount: 1,
    maxSize: formatBytes(cover.maxBytes),
    description: `${cover.width} x ${cover.height} px, at most ${formatBytes(cover.maxBytes)}`,
    hint: MESSAGES.thumbnailGuide(cover.width, cover.height),
    tooLargeMessage: MESSAGES.fileSize(formatBytes(cover.maxBytes)),
    dimensionMessage: MESSAGES.fileDimensions(cover.width, cover.height),
  },
  page: {
    maxWidth: page.maxWidth,
    maxHeight: page.maxHeight,
    maxBytes: page.maxBytes,
    maxCount: LIMITS.maxPagesPerIssue,
    maxSize: formatBytes(page.maxBytes),
    description: `at most ${page.maxWidth} x ${page.maxHeight} px and ${formatBytes(page.maxBytes)}`,
    tooLargeMessage: MESSAGES.pageSize(formatBytes(page.maxBytes)),
    dimensionMessage: MESSAGES.pageDimensions(page.maxWidth, page.maxHeight),
    tooManyMessage: MESSAGES.tooManyPages,
  },
  /**
   * Pages sent through the web form and GraphQL: a portrait page as `page`; a landscape page
   * (a spread: two printed pages) up to twice as wide and heavy. `maxBytes` is the spread's,
   * the most any page may be before its dimensions are known.
   */
  printPage: {
    maxWidth: page.maxWidth,
    maxHeight: page.maxHeight,
    spreadMaxWidth: spread.maxWidth,
    spreadMaxHeight: spread.maxHeight,
    pageMaxBytes: page.maxBytes,
    maxBytes: spread.maxBytes,
    maxCount: LIMITS.maxPagesPerIssue,
    maxSize: formatBytes(page.maxBytes),
    spreadMaxSize: formatBytes(spread.maxBytes),
    description: `at most ${page.maxWidth} x ${page.maxHeight} px and ${formatBytes(page.maxBytes)}; a spread (wider than tall) at most ${spread.maxWidth} x ${spread.maxHeight} px and ${formatBytes(spread.maxBytes)}`,
    tooLargeMessage: MESSAGES.printPageSize(
      formatBytes(page.maxBytes),
      formatBytes(spread.maxBytes),
    ),
    dimensionMessage: MESSAGES.printPageDimensions(page.maxWidth, page.maxHeight, spread.maxWidth),
    tooManyMessage: MESSAGES.tooManyPages,
  },
  profilePhoto: photoPreset(),
  background: photoPreset(),
  /** One .cbz/.zip instead of separate pages (its pages follow the page preset). */
  archive: {
    maxBytes: LIMITS.archive.maxBytes,
    maxCount: 1,
    maxSize: formatBytes(LIMITS.archive.maxBytes),
    description: `one .cbz or .zip of page images, at most ${formatBytes(LIMITS.archive.maxBytes)}; pages in name order (p2 before p10), ComicInfo.xml pre-fills the details`,
    tooLargeMessage: MESSAGES.archiveSize(formatBytes(LIMITS.archive.maxBytes)),
  },
} as const;
export type UploadKind = keyof typeof UPLOADS;
