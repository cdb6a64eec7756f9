import type { StoredImage } from '../../modules/media/stored-image.embeddable';

/** The v1 stored-file descriptor of the edit screens, without the bytes. */
export function presentV1FileDescriptor(image: StoredImage) {
  return {
    Metadata: { name: image.originalName ?? 'Unknown File Name' },
    ContentType: image.contentType,
    ContentLength: image.byteSize,
  };
}
