import { Embeddable, Property } from '@mikro-orm/core';

/**
 * An image kept in media storage. The key is built by the server (never from client
 * text); WebP derivatives live beside it as `<key>_w<width>.webp` for each width in
 * `variantWidths` (only those that exist: the `srcset` lists them).
 *
 * Page derivatives are made by a job after the upload commits (media/derivatives.jobs.ts):
 * until then `derivativesPendingSince` is set and `variantWidths` is empty, so readers get
 * the original at its own width and height.
 */
@Embeddable()
export class StoredImage {
  @Property({ type: 'string', length: 200 })
  key!: string;

  @Property({ type: 'smallint' })
  width!: number;

  @Property({ type: 'smallint' })
  height!: number;

  @Property({ type: 'string', length: 40 })
  contentType!: string;

  @Property({ type: 'integer' })
  byteSize!: number;

  @Property({ type: 'string', length: 255, nullable: true })
  originalName?: string | null;

  @Property({ type: 'json', nullable: true })
  variantWidths?: number[] | null;

  /** When the derivative job was enqueued; null once the derivatives exist (or none are needed). */
  @Property({ type: 'Date', nullable: true })
  derivativesPendingSince?: Date | null;
}
