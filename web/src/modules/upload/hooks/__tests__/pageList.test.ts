import {
  addPagesToFront,
  existingPage,
  movePage,
  newFilesOf,
  newPage,
  pageOrderOf,
} from '../pageList';

const kept = (id: number) =>
  existingPage({ id, image: { url: `/media/p${id}.webp`, originalName: `p${id}.png` } });
const file = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('page list helpers', () => {
  it('moves an item down and up the way a drop lands it', () => {
    expect(movePage(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(movePage(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('adds new pages to the front, in picking order', () => {
    const a = newPage(file('a.png'));
    const b = newPage(file('b.png'));
    expect(addPagesToFront([kept(1)], [a, b]).map((p) => p.key)).toEqual([a.key, b.key, 'page-1']);
    expect(a.key).not.toBe(b.key);
  });

  it('describes the final order as kept page ids and indexes into the new uploads', () => {
    const x = newPage(file('x.png'));
    const y = newPage(file('y.png'));
    const list = [kept(9), x, kept(4), y];
    expect(pageOrderOf(list)).toEqual([
      { existingPageId: 9 },
      { newPageIndex: 0 },
      { existingPageId: 4 },
      { newPageIndex: 1 },
    ]);
    expect(newFilesOf(list)).toEqual([x.file, y.file]);
  });
});
