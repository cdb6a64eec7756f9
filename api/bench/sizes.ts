/** How much the bench seeds (bench/run.ts, bench/social.ts). */
export const SIZES = {
  users: 5_000,
  creators: 1_000,
  books: 10_000,
  issuesPerBook: 5,
  pagesPerIssue: 10,
};
