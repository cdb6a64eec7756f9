import { type Db, rows, statement } from '../../db/sql';

/**
 * A stored image a row references: its original's key, its WebP widths (JSON text or
 * parsed), its width and whether its derivatives are still being made.
 */
export interface ImageReference {
  key: string;
  variants: unknown;
  width: number;
  pending: boolean;
}

/** Rows `ImageReference` of one stored-image column set, on MikroORM's pool (the sweep is rare). */
const referencesIn = (table: string, prefix: string) =>
  statement(
    `select "${prefix}key" as key, "${prefix}variant_widths" as variants, "${prefix}width" as width,
       "${prefix}derivatives_pending_since" is not null as pending
     from "${table}" where "${prefix}key" is not null`,
    { pool: 'orm' },
  );

/** Reads and writes of the media sweep and the derivative job. */
export const mediaQueries = {
  /** Every stored-image column of every table: rows `ImageReference`. */
  imageReferences: [
    referencesIn('books', 'cover_'),
    referencesIn('issues', 'cover_'),
    referencesIn('issue_pages', 'image_'),
    referencesIn('users', 'photo_'),
    referencesIn('users', 'background_'),
  ],
  /**
   * Spread detection: marks the page ($1 id, $2 image key) a spread when its image is wider
   * than tall, unless the creator chose (`spread_set_by_creator`) or it got a new image
   * meanwhile: rows `{ id }`, none when nothing was decided.
   */
  detectSpread: statement(
    `update issue_pages set is_spread = image_width > image_height
     where id = $1 and image_key = $2 and not spread_set_by_creator returning id`,
    { pool: 'orm' },
  ),
  /**
   * A page whose derivatives are still to be made, if it still holds that image: zero or
   * one row `{ id, width }` ($1 page id, $2 image key).
   */
  pendingPage: statement(
    `select id, image_width as width from issue_pages
     where id = $1 and image_key = $2 and image_derivatives_pending_since is not null`,
    { pool: 'orm' },
  ),
  /**
   * Records a page's finished derivatives ($3: JSON array of widths), only if the page
   * still holds that image ($1 id, $2 key): rows `{ id }`, none when it went away.
   */
  finishPage: statement(
    `update issue_pages set image_variant_widths = $3::json, image_derivatives_pending_since = null
     where id = $1 and image_key = $2 returning id`,
    { pool: 'orm' },
  ),
};

/** Every stored image any row references, one statement per column set, one after another. */
export async function imageReferences(db: Db): Promise<ImageReference[]> {
  const found: ImageReference[] = [];
  for (const st of mediaQueries.imageReferences)
    found.push(...(await rows<ImageReference>(db, st)));
  return found;
}
