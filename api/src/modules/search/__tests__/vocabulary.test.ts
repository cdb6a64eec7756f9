import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser } from '../../../../test/factories';
import { dbOf, rows } from '../../../db/sql';
import { VOCABULARY } from '../search.queries';

/**
 * The typo vocabulary ("did you mean") corrects a misspelt word to words of public works
 * only: a word found only in a removed book, a deactivated publisher's work or a scheduled
 * issue is never suggested. (Whether a typed word is known is still read from the whole
 * vocabulary: a hidden-only word is then not corrected and finds nothing, since the search
 * itself only matches public works; checking it against the works doubled the cost of
 * every uncached search.)
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  const creator = (await buildUser(app)).user;
  const gone = (await buildUser(app, { active: false })).user;
  await buildBook(app, { publisher: creator, title: 'Quillmarrow Chronicles' });
  await buildBook(app, { publisher: creator, title: 'Zorblaxian Secrets', removed: true });
  await buildBook(app, { publisher: gone, title: 'Vextrelline Diaries' });
  await buildBook(app, {
    publisher: creator,
    title: 'Public Book',
    issues: [
      { title: 'Released' },
      { title: 'Glorvantine Reveal', releaseAt: new Date(Date.now() + 86_400_000) },
    ],
  });
});
afterAll(async () => {
  await app.close();
});

type VocabularyRow = { word: string; known: boolean; similar: string[] };
const lookUp = (words: string[]) =>
  rows<VocabularyRow>(dbOf(app.em(), app.deps), VOCABULARY, [words]);

test("a public work's word is suggested for a typo and known by its prefix", async () => {
  const [typo, prefix] = await lookUp(['quilmarrow', 'quillmar']);
  expect(typo.similar).toContain('quillmarrow');
  expect(prefix.known).toBe(true);
});

test.each([
  { source: "a removed book's title", typo: 'zorblaxan', word: 'zorblaxian' },
  {
    source: "a deactivated publisher's title",
    typo: 'vextreline',
    word: 'vextrelline',
  },
  {
    source: "a scheduled issue's title",
    typo: 'glorvantne',
    word: 'glorvantine',
  },
])('a word found only in $source is never suggested', async (c) => {
  const [typo] = await lookUp([c.typo]);
  expect(typo.known).toBe(false);
  expect(typo.similar).not.toContain(c.word);
});
