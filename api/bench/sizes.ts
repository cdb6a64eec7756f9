/** How much the bench seeds (bench/run.ts, bench/social.ts). */
export const SIZES = {
  users: 5_000,
  creators: 1_000,
  books: 10_000,
  issuesPerBook: 5,
  pagesPerIssue: 10,
};

/** The words the bench's titles are made of (bench/run.ts), and the search tests' catalogue. */
export const WORDS = [
  'Detective',
  'Moon',
  'Shadow',
  'Iron',
  'Crimson',
  'Galaxy',
  'Star',
  'Night',
  'Dragon',
  'City',
  'Ghost',
  'Storm',
  'Hero',
  'Quest',
  'Blade',
  'Empire',
  'Zombie',
  'Robot',
  'Ocean',
  'Forest',
];
