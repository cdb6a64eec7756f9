import { Field, Int, ObjectType } from 'type-graphql';
import type { MediaService } from './media.service';
import type { StoredImage } from './stored-image.embeddable';

@ObjectType('Image', { description: 'A stored image with its responsive WebP derivatives.' })
export class ImageView {
  @Field(() => String, { description: 'URL of the full-size image.' })
  url!: string;

  @Field(() => String, {
    description: '`srcset` candidates: WebP derivatives and the original, with their widths.',
  })
  srcset!: string;

  @Field(() => Int, { description: 'Intrinsic width in pixels.' })
  width!: number;

  @Field(() => Int, { description: 'Intrinsic height in pixels.' })
  height!: number;

  @Field(() => String, {
    nullable: true,
    description: 'Name of the file as uploaded (shown in edit forms).',
  })
  originalName?: string | null;
}

export function presentImage(image: StoredImage, media: MediaService): ImageView {
  return {
    url: media.url(image),
    srcset: media.srcset(image),
    width: image.width,
    height: image.height,
    originalName: image.originalName ?? null,
  };
}
