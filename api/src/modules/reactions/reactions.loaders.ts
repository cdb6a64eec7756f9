import DataLoader from 'dataloader';
import type { Db } from '../../db/sql';
import {
  bookLikeCounts,
  likeCounts,
  likedIssues,
  ratingsBy,
  ratingTotals,
  type RatingTotals,
} from './reactions.queries';

/** Likes of each issue (0 without any): one statement per batch. */
export function createLikeCountLoader(db: Db): DataLoader<number, number> {
  return new DataLoader(async (ids) => {
    const counts = await likeCounts(db, ids);
    return ids.map((id) => counts.get(id) ?? 0);
  });
}

/** Likes of each book's released issues (0 without any). */
export function createBookLikeCountLoader(db: Db): DataLoader<number, number> {
  return new DataLoader(async (ids) => {
    const counts = await bookLikeCounts(db, ids);
    return ids.map((id) => counts.get(id) ?? 0);
  });
}

/** Whether the viewer likes each issue; callers check the viewer is signed in. */
export function createViewerLikedLoader(db: Db, viewerId: number): DataLoader<number, boolean> {
  return new DataLoader(async (ids) => {
    const liked = await likedIssues(db, viewerId, ids);
    return ids.map((id) => liked.has(id));
  });
}

/** Number and sum of each book's ratings. */
export function createRatingTotalsLoader(db: Db): DataLoader<number, RatingTotals> {
  return new DataLoader(async (ids) => {
    const totals = await ratingTotals(db, ids);
    return ids.map((id) => totals.get(id) ?? { ratings: 0, ratingSum: 0 });
  });
}

/** The viewer's rating of each book, or null. */
export function createViewerRatingLoader(
  db: Db,
  viewerId: number,
): DataLoader<number, number | null> {
  return new DataLoader(async (ids) => {
    const ratings = await ratingsBy(db, viewerId, ids);
    return ids.map((id) => ratings.get(id) ?? null);
  });
}
