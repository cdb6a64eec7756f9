import type { StoredImage } from '../../modules/media/stored-image.embeddable';

/** §2.7 stored-file descriptor, without the bytes (api-v1 §11-32). */
export function presentV1FileDescriptor(image: StoredImage) {
  return {
    Metadata: { name: image.originalName ?? 'Unknown File Name' },
    ContentType: image.contentType,
    ContentLength: image.byteSize,
  };
}
