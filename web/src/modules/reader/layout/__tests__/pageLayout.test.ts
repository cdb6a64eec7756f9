import { screenPageSizes, smallestSource } from '../pageLayout';

const page = (width: number, height: number) => ({ image: { width, height } });

describe('smallestSource', () => {
  it('picks the narrowest srcset candidate, whatever the order', () => {
    expect(
      smallestSource({
        url: '/p.webp',
        srcset: '/p-800.webp 800w, /p-400.webp 400w, /p.webp 1988w',
      }),
    ).toBe('/p-400.webp');
  });

  it('falls back to the image itself without a usable srcset', () => {
    expect(smallestSource({ url: '/p.webp', srcset: null })).toBe('/p.webp');
    expect(smallestSource({ url: '/p.webp', srcset: '/p-2x.webp 2x' })).toBe('/p.webp');
  });
});

describe('screenPageSizes', () => {
  it('gives the width a page is drawn at for each fit, shared by the pages on a screen', () => {
    expect(screenPageSizes(page(1988, 3056), 1, 'width')).toBe('100vw');
    expect(screenPageSizes(page(1988, 3056), 2, 'width')).toBe('50vw');
    expect(screenPageSizes(page(1988, 3056), 1, 'height')).toBe('65vh');
    expect(screenPageSizes(page(3976, 3056), 1, 'screen')).toBe('min(100vw, 130vh)');
    expect(screenPageSizes(page(1988, 3056), 2, 'screen')).toBe('min(50vw, 65vh)');
    expect(screenPageSizes(page(1988, 3056), 2, 'original')).toBe('1988px');
  });
});
