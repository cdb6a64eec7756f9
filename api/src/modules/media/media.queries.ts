import { type Db, rows, statement } from '../../db/sql';

/** A stored image a row references: its original's key and its WebP widths (JSON text or parsed). */
export interface ImageReference {
  key: string;
  variants: unknown;
}

/** Rows `{ key, variants }` of one stored-image column pair, on MikroORM's pool (the sweep is rare). */
const referencesIn = (table: string, keyColumn: string, variantsColumn: string) =>
  statement(
    `select "${keyColumn}" as key, "${variantsColumn}" as variants from "${table}" where "${keyColumn}" is not null`,
    { pool: 'orm' },
  );

/** Reads of the media sweep. */
export const mediaQueries = {
  /** Every stored-image column of every table: rows `ImageReference`. */
  imageReferences: [
    referencesIn('books', 'cover_key', 'cover_variant_widths'),
    referencesIn('issues', 'cover_key', 'cover_variant_widths'),
    referencesIn('issue_pages', 'image_key', 'image_variant_widths'),
    referencesIn('users', 'photo_key', 'photo_variant_widths'),
    referencesIn('users', 'background_key', 'background_variant_widths'),
  ],
};

/** Every stored image any row references, one statement per column pair, one after another. */
export async function imageReferences(db: Db): Promise<ImageReference[]> {
  const found: ImageReference[] = [];
  for (const st of mediaQueries.imageReferences)
    found.push(...(await rows<ImageReference>(db, st)));
  return found;
}
