import { randomRef } from '../auth/tokens';
import type { StoredImage } from './stored-image.embeddable';

/** `works/<bookRef>/<rand>`: the server builds every key from validated refs and a fresh random part. */
export const mediaKeys = {
  bookCover: (bookRef: string) => `works/${bookRef}/${randomRef()}`,
  issueImage: (bookRef: string, issueRef: string) => `works/${bookRef}/${issueRef}/${randomRef()}`,
  profilePhoto: () => `user-profile-resources/profile-pic/${randomRef()}`,
  backgroundPhoto: () => `user-profile-resources/background-profile-pic/${randomRef()}`,
};

/** `a/b/c.jpg` -> `a/b/c_w320.webp` */
export function variantKey(key: string, width: number): string {
  return `${key.replace(/\.[a-z0-9]+$/, '')}_w${width}.webp`;
}

/** Every stored object of an image: the original and its derivatives. */
export function keysOf(image: StoredImage | null | undefined): string[] {
  if (!image) return [];
  return [image.key, ...(image.variantWidths ?? []).map((w) => variantKey(image.key, w))];
}
