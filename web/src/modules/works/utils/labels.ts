import { CONTENT_RATING_LABELS } from '@shared/limits';
import type { BookStatus, ContentRating, CreditRole } from '../../../gql/graphql';

const STATUS_LABELS: Record<BookStatus, string> = {
  ONGOING: 'Ongoing',
  COMPLETED: 'Completed',
  HIATUS: 'Hiatus',
};

export function statusLabel(status: BookStatus): string {
  return STATUS_LABELS[status];
}

export function ratingLabel(rating: ContentRating): string {
  return CONTENT_RATING_LABELS[rating];
}

/** 'COVER_ARTIST' -> 'cover artist', as the roles are written in config/vocabulary.ts. */
export function roleLabel(role: CreditRole): string {
  return role.toLowerCase().replace('_', ' ');
}

/** Accordion order of the Accredited tab and book credits. */
export const CREDIT_ROLE_ORDER: readonly CreditRole[] = [
  'WRITER',
  'ARTIST',
  'PENCILLER',
  'INKER',
  'COLORIST',
  'LETTERER',
  'EDITOR',
  'COVER_ARTIST',
];

export function sortByRoleOrder<T extends { role: CreditRole }>(groups: readonly T[]): T[] {
  return [...groups].sort(
    (a, b) => CREDIT_ROLE_ORDER.indexOf(a.role) - CREDIT_ROLE_ORDER.indexOf(b.role),
  );
}

/** 'sci-fi' -> 'Sci-Fi', using the display names of the genre list when known. */
export function genreLabel(genre: string, names: readonly string[]): string {
  return names.find((name) => name.toLowerCase() === genre.toLowerCase()) ?? genre;
}
