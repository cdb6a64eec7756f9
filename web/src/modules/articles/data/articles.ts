export type ArticleKey = 'how-to-publish' | 'how-to-add-issue' | 'eight-roles';

export type Article = {
  key: ArticleKey;
  link: string;
  header: string;
  desc: string;
  image: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  type: 'Creator';
  minutes: number;
};

// Newest first, as the list shows them.
export const ARTICLES: Article[] = [
  {
    key: 'how-to-publish',
    link: '/articles/how-to-publish-your-comic-book-online',
    header: 'How to Publish Your Comic Book Online',
    desc: 'Everything you need to put your first book and its first issue in front of readers: files, covers, credits and genres.',
    image: '/articles/publish.svg',
    date: '2023-10-19',
    type: 'Creator',
    minutes: 7,
  },
  {
    key: 'eight-roles',
    link: '/articles/the-8-roles-needed-to-create-comic-book',
    header: 'The 8 Roles Needed to Create a Comic Book',
    desc: 'Editor, writer, artist, penciller, inker, colorist, letterer and cover artist: who does what on a comic, and how to credit them.',
    image: '/articles/roles.svg',
    date: '2023-09-16',
    type: 'Creator',
    minutes: 5,
  },
  {
    key: 'how-to-add-issue',
    link: '/articles/how-to-add-a-new-issue-to-my-comic-book',
    header: 'How to Add a New Issue to My Comic Book',
    desc: 'Your book is live and the next chapter is ready. Here is how to add issue #2 and beyond, keep pages in order and credit your team.',
    image: '/articles/new-issue.svg',
    date: '2023-08-29',
    type: 'Creator',
    minutes: 10,
  },
];

/** 'Oct 19, 2023' for an ISO date, independent of the viewer's time zone. */
export function formatArticleDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
