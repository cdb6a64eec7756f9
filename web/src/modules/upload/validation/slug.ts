import { LIMITS } from '@shared/limits';

/** 'The Amazing Spider-Man #1!' -> 'the-amazing-spider-man-1' (matches SLUG_PATTERN, at most 50 characters). */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, LIMITS.slugMax)
    .replace(/-+$/, '');
}
