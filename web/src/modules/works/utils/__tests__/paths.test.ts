import {
  addIssuePath,
  bookDetailsPath,
  editBookPath,
  editIssuePath,
  issueDetailsPath,
  profileEditPath,
  profilePath,
  readerPath,
  searchTextPath,
} from '../paths';

// A space, `#` and `?` would otherwise end the path or start a fragment or query.
const odd = 'a b#c?d';
const encoded = 'a%20b%23c%3Fd';

describe('path helpers', () => {
  it('keep ordinary slugs and usernames as they are', () => {
    expect(profilePath('jane_doe')).toBe('/profile/jane_doe');
    expect(profileEditPath('jane_doe')).toBe('/profile/jane_doe/edit');
    expect(bookDetailsPath('robot-dawn', 3)).toBe('/details/robot-dawn/book/3');
    expect(issueDetailsPath('robot-dawn', 3, 2)).toBe('/details/robot-dawn/book/3/issue/2');
    expect(readerPath('robot-dawn', 3, 2)).toBe('/read/robot-dawn/book/3/issue/2');
    expect(editBookPath('robot-dawn', 3)).toBe('/edit-upload/robot-dawn/book/3');
    expect(editIssuePath('robot-dawn', 3, 2)).toBe('/edit-upload/robot-dawn/book/3/issue/2');
    expect(addIssuePath('robot-dawn', 3)).toBe('/upload-issue/robot-dawn/book/3');
    expect(searchTextPath('robot')).toBe('/search?q=robot');
  });

  it('encode a username or slug with a space, # or ?', () => {
    expect(profilePath(odd)).toBe(`/profile/${encoded}`);
    expect(profileEditPath(odd)).toBe(`/profile/${encoded}/edit`);
    expect(bookDetailsPath(odd, 3)).toBe(`/details/${encoded}/book/3`);
    expect(issueDetailsPath(odd, 3, 2)).toBe(`/details/${encoded}/book/3/issue/2`);
    expect(readerPath(odd, 3, 2)).toBe(`/read/${encoded}/book/3/issue/2`);
    expect(editBookPath(odd, 3)).toBe(`/edit-upload/${encoded}/book/3`);
    expect(editIssuePath(odd, 3, 2)).toBe(`/edit-upload/${encoded}/book/3/issue/2`);
    expect(addIssuePath(odd, 3)).toBe(`/upload-issue/${encoded}/book/3`);
  });

  it('encode search text as one query value', () => {
    expect(searchTextPath(odd)).toBe('/search?q=a+b%23c%3Fd');
    expect(new URLSearchParams(searchTextPath(odd).split('?')[1]).get('q')).toBe(odd);
  });
});
