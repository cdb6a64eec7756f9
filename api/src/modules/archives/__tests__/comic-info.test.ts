import { parseComicInfo } from '../comic-info-read';

const doc = (inner: string) => `<?xml version="1.0"?><ComicInfo>${inner}</ComicInfo>`;

test('reads Title, Summary and the credit fields; decodes the predefined entities once', () => {
  expect(
    parseComicInfo(
      doc(
        '<Title>Cats &amp;amp; Dogs</Title><Summary>One &lt;b&gt; two</Summary>' +
          '<Writer>alice_w, bob_b</Writer><CoverArtist>carol_c</CoverArtist><Writer2>x</Writer2>',
      ),
    ),
  ).toEqual({
    // &amp;amp; decodes to the text "&amp;": nothing expands twice.
    title: 'Cats &amp; Dogs',
    description: 'One <b> two',
    credits: [
      { name: 'alice_w', role: 'writer' },
      { name: 'bob_b', role: 'writer' },
      { name: 'carol_c', role: 'cover artist' },
    ],
    spreadPages: [],
  });
});

test('Series stands in for a missing Title; an empty document pre-fills nothing', () => {
  expect(parseComicInfo(doc('<Series>Long Run</Series>')).title).toBe('Long Run');
  expect(parseComicInfo(doc(''))).toEqual({
    title: undefined,
    description: undefined,
    credits: [],
    spreadPages: [],
  });
});

test('refuses entity declarations, invalid XML, a missing root and over-long fields', () => {
  const bomb = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><ComicInfo><Title>&a;</Title></ComicInfo>`;
  expect(() => parseComicInfo(bomb)).toThrow(
    'ComicInfo.xml must not contain a DOCTYPE or entity declarations',
  );
  expect(() => parseComicInfo('<ComicInfo><Title>x</ComicInfo>')).toThrow(
    'ComicInfo.xml is not valid XML',
  );
  expect(() => parseComicInfo('<Other/>')).toThrow('ComicInfo.xml is not valid XML');
  expect(() => parseComicInfo(doc(`<Title>${'t'.repeat(51)}</Title>`))).toThrow(
    'ComicInfo.xml: Title must be at most 50 characters',
  );
  expect(() => parseComicInfo(doc(`<Summary>${'s'.repeat(551)}</Summary>`))).toThrow(
    'ComicInfo.xml: Summary must be at most 550 characters',
  );
  expect(() => parseComicInfo(doc(`<Inker>${'n'.repeat(101)}</Inker>`))).toThrow(
    'ComicInfo.xml: Inker must be at most 100 characters',
  );
});

test('DoublePage pages become spread page numbers (Image is 0-based); others say nothing', () => {
  const pages = (inner: string) => parseComicInfo(doc(`<Pages>${inner}</Pages>`)).spreadPages;
  expect(
    pages(
      '<Page Image="0" Type="FrontCover"/><Page Image="1" DoublePage="true"/>' +
        '<Page Image="2" DoublePage="false"/><Page Image="5" DoublePage="1" ImageWidth="3976"/>',
    ),
  ).toEqual([2, 6]);
  expect(pages('<Page Image="3" DoublePage="true"/>')).toEqual([4]);
  expect(pages('<Page DoublePage="true"/><Page Image="x" DoublePage="true"/>')).toEqual([]);
  expect(parseComicInfo(doc('<Title>No pages</Title>')).spreadPages).toEqual([]);
});
