import type { TestApp } from '../../../../test/harness';
import { makeImage } from '../../../../test/images';
import { testCover, testPage } from '../../../../test/factories';
import { Book } from '../../books/book.entity';
import { BookGenre } from '../../books/book-genre.entity';
import { Bookmark } from '../../bookmarks/bookmark.entity';
import { WorkCredit } from '../../credits/work-credit.entity';
import { IssuePage } from '../../issues/issue-page.entity';
import { Issue } from '../../issues/issue.entity';

export type UploadFile = { buffer: Buffer; filename: string; contentType?: string };

/** Row counts of every publishing table (for "nothing changed" assertions). */
export async function publishingRows(app: TestApp) {
  const em = app.em();
  return {
    books: await em.count(Book, {}),
    issues: await em.count(Issue, {}),
    pages: await em.count(IssuePage, {}),
    credits: await em.count(WorkCredit, {}),
    genres: await em.count(BookGenre, {}),
    bookmarks: await em.count(Bookmark, {}),
  };
}

export const coverFile = async (name = 'cover.png'): Promise<UploadFile> => ({
  buffer: await testCover(),
  filename: name,
});
export const pageFile = async (name = 'page.png'): Promise<UploadFile> => ({
  buffer: await testPage(),
  filename: name,
});
export const pageFiles = async (
  n: number,
  prefix = 'pages',
): Promise<Record<string, UploadFile>> => {
  const files: Record<string, UploadFile> = {};
  for (let i = 0; i < n; i += 1) files[`${prefix}.${i}`] = await pageFile(`page-${i + 1}.png`);
  return files;
};

/** A page 1 px wider than the limit. */
export const oversizedPage = () => makeImage({ width: 1989, height: 100 });
