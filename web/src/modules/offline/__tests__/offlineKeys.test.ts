import { offlinePrecacheFiles, type ViteManifest } from '../build/offlinePrecache';
import { graphqlAnswerPath, imageIdentity, operationOf } from '../offlineKeys';
import { pickPageImage } from '../offlineStorage';

describe('the keys the page and the service worker share', () => {
  it('names a saved answer by operation and variables, whatever their order', () => {
    expect(graphqlAnswerPath('ReaderIssue', { issueNumber: 2, bookId: 3 })).toBe(
      graphqlAnswerPath('ReaderIssue', { bookId: 3, issueNumber: 2 }),
    );
    expect(graphqlAnswerPath('ReaderIssue', { bookId: 3, issueNumber: 2 })).not.toBe(
      graphqlAnswerPath('ReaderIssue', { bookId: 3, issueNumber: 12 }),
    );
    expect(graphqlAnswerPath('ReaderIssue', { bookId: 3, issueNumber: 2 })).not.toBe(
      graphqlAnswerPath('ReaderAltTexts', { bookId: 3, issueNumber: 2 }),
    );
  });

  it('reads the operation from operationName, or from the text when it is missing', () => {
    expect(operationOf({ operationName: 'ReaderIssue', query: 'query ReaderIssue { x }' })).toEqual(
      { kind: 'query', name: 'ReaderIssue' },
    );
    // The progress hook's keepalive request sends the text alone.
    expect(
      operationOf({ query: '\n  mutation RecordReadingProgress($issueId: Int!) { x }' }),
    ).toEqual({ kind: 'mutation', name: 'RecordReadingProgress' });
    expect(operationOf({ query: '{ me { id } }' })).toBeNull();
  });

  it('names an image by its key, whatever derivative width', () => {
    const original = '/media/works/b/i/abc.png';
    expect(imageIdentity('/media/works/b/i/abc_w800.webp')).toBe(imageIdentity(original));
    expect(imageIdentity('/media/works/b/i/abd_w800.webp')).not.toBe(imageIdentity(original));
  });
});

describe('pickPageImage', () => {
  const image = {
    url: '/o.png',
    srcset: '/a_w640.webp 640w, /a_w1280.webp 1280w, /o.png 1988w',
  };
  it('takes the narrowest candidate at least as wide as the screen shows the page', () => {
    expect(pickPageImage(image, 600)).toBe('/a_w640.webp');
    expect(pickPageImage(image, 960)).toBe('/a_w1280.webp');
    expect(pickPageImage(image, 1920)).toBe('/o.png');
  });
  it('takes the widest when none is wide enough, and the URL without a srcset', () => {
    expect(pickPageImage(image, 4000)).toBe('/o.png');
    expect(pickPageImage({ url: '/only.png', srcset: '' }, 960)).toBe('/only.png');
  });
});

describe('offlinePrecacheFiles', () => {
  const manifest: ViteManifest = {
    'index.html': {
      file: 'assets/main.js',
      isEntry: true,
      css: ['assets/main.css'],
      dynamicImports: ['_startApp.js'],
    },
    '_startApp.js': {
      file: 'assets/startApp.js',
      isDynamicEntry: true,
      imports: ['index.html', '_vendor.js'],
      dynamicImports: ['src/pages/ReaderPage.tsx', 'src/pages/HomePage.tsx'],
    },
    '_vendor.js': { file: 'assets/vendor.js', dynamicImports: ['src/lazy/Shared.tsx'] },
    'src/lazy/Shared.tsx': { file: 'assets/Shared.js' },
    'src/pages/HomePage.tsx': { file: 'assets/HomePage.js' },
    'src/pages/ReaderPage.tsx': {
      file: 'assets/ReaderPage.js',
      imports: ['_startApp.js', '_vendor.js'],
      dynamicImports: ['src/lazy/Zoom.tsx'],
      css: ['assets/ReaderPage.css'],
    },
    'src/lazy/Zoom.tsx': { file: 'assets/Zoom.js', assets: ['assets/zoom.svg'] },
  };

  it('holds the shell and the offline pages with everything they load, and no other page', () => {
    const files = offlinePrecacheFiles(manifest, ['src/pages/ReaderPage.tsx']);
    expect([...files].sort()).toEqual(
      [
        'index.html',
        'assets/main.js',
        'assets/main.css',
        'assets/startApp.js',
        'assets/vendor.js',
        // Reached lazily from a chunk the reader imports (not from the shell alone).
        'assets/Shared.js',
        'assets/ReaderPage.js',
        'assets/ReaderPage.css',
        'assets/Zoom.js',
        'assets/zoom.svg',
      ].sort(),
    );
  });

  it('fails the build when an offline page is not built', () => {
    expect(() => offlinePrecacheFiles(manifest, ['src/pages/Missing.tsx'])).toThrow(/Missing/);
  });
});
