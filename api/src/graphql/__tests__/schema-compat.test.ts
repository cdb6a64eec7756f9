import { breakingChanges, type BreakingChange } from '../schema-compat';

const BASE = `
  type Query {
    book(id: Int!): Book
    books(limit: Int = 12, page: Int = 1): [Book!]!
    oldBooks: [Book!]! @deprecated(reason: "Use books.")
    shelf: Shelf @deprecated(reason: "Gone in 2.0.")
    search(q: String, legacyMode: Boolean @deprecated(reason: "Ignored.")): [Book!]!
  }
  type Book {
    id: Int!
    title: String!
    slug: String @deprecated(reason: "Use urlSlug.")
    status: BookStatus!
  }
  type Shelf { name: String! }
  enum BookStatus { ONGOING COMPLETED HIATUS @deprecated(reason: "Use ONGOING.") }
  input BookInput { title: String! note: String }
  type Mutation { createBook(input: BookInput!): Book! }
`;

/** The base schema with `from` replaced by `to` (each must occur). */
const edit = (...pairs: [string, string][]) =>
  pairs.reduce((sdl, [from, to]) => {
    expect(sdl).toContain(from);
    return sdl.replace(from, to);
  }, BASE);

const summary = (changes: BreakingChange[]) =>
  changes.map(({ type, path, excusedBy }) => ({ type, path, excused: excusedBy !== null }));

it('finds nothing between identical schemas, or after adding an optional field or argument', async () => {
  expect(await breakingChanges(BASE, BASE)).toEqual([]);
  const added = edit(
    ['title: String!', 'title: String!\n    subtitle: String'],
    ['book(id: Int!)', 'book(id: Int!, preview: Boolean = false)'],
    ['note: String }', 'note: String tags: [String!] }'],
  );
  expect(await breakingChanges(BASE, added)).toEqual([]);
});

it('a removed field is breaking, with its path and message', async () => {
  const changes = await breakingChanges(BASE, edit(['    title: String!\n', '']));
  expect(changes).toEqual([
    {
      type: 'FIELD_REMOVED',
      path: 'Book.title',
      message: expect.stringContaining("'title'"),
      excusedBy: null,
    },
  ]);
});

it('a field removed after its deprecation is allowed', async () => {
  const changes = await breakingChanges(
    BASE,
    edit(['    slug: String @deprecated(reason: "Use urlSlug.")\n', '']),
  );
  expect(changes).toEqual([
    expect.objectContaining({
      type: 'FIELD_REMOVED',
      path: 'Book.slug',
      excusedBy: 'Book.slug was deprecated',
    }),
  ]);
});

it('an argument made required, or a new required argument, is breaking', async () => {
  expect(summary(await breakingChanges(BASE, edit(['limit: Int = 12', 'limit: Int!'])))).toEqual([
    { type: 'FIELD_ARGUMENT_TYPE_CHANGED', path: 'Query.books.limit', excused: false },
  ]);
  expect(
    summary(await breakingChanges(BASE, edit(['book(id: Int!)', 'book(id: Int!, lang: String!)']))),
  ).toEqual([{ type: 'FIELD_ARGUMENT_ADDED', path: 'Query.book.lang', excused: false }]);
});

it('a removed argument is breaking unless the argument or its field was deprecated', async () => {
  expect(summary(await breakingChanges(BASE, edit(['(limit: Int = 12, ', '('])))).toEqual([
    { type: 'FIELD_ARGUMENT_REMOVED', path: 'Query.books.limit', excused: false },
  ]);
  const noLegacy = edit([', legacyMode: Boolean @deprecated(reason: "Ignored.")', '']);
  expect(summary(await breakingChanges(BASE, noLegacy))).toEqual([
    { type: 'FIELD_ARGUMENT_REMOVED', path: 'Query.search.legacyMode', excused: true },
  ]);
});

it('a changed field type is breaking unless the field was deprecated', async () => {
  expect(summary(await breakingChanges(BASE, edit(['id: Int!\n', 'id: String!\n'])))).toEqual([
    { type: 'FIELD_TYPE_CHANGED', path: 'Book.id', excused: false },
  ]);
  expect(
    summary(await breakingChanges(BASE, edit(['title: String!\n', 'title: String\n']))),
  ).toEqual([{ type: 'FIELD_TYPE_CHANGED', path: 'Book.title', excused: false }]);
  const slugInt = edit(['slug: String @deprecated', 'slug: Int @deprecated']);
  expect(summary(await breakingChanges(BASE, slugInt))).toEqual([
    { type: 'FIELD_TYPE_CHANGED', path: 'Book.slug', excused: true },
  ]);
});

it('a removed enum value is breaking unless it was deprecated', async () => {
  expect(summary(await breakingChanges(BASE, edit(['COMPLETED ', ''])))).toEqual([
    { type: 'ENUM_VALUE_REMOVED', path: 'BookStatus.COMPLETED', excused: false },
  ]);
  expect(
    summary(await breakingChanges(BASE, edit([' HIATUS @deprecated(reason: "Use ONGOING.")', '']))),
  ).toEqual([{ type: 'ENUM_VALUE_REMOVED', path: 'BookStatus.HIATUS', excused: true }]);
});

it('a new required input field or a removed input field is breaking', async () => {
  const required = edit(['note: String }', 'note: String isbn: String! }']);
  expect(summary(await breakingChanges(BASE, required))).toEqual([
    { type: 'INPUT_FIELD_ADDED', path: 'BookInput.isbn', excused: false },
  ]);
  expect(summary(await breakingChanges(BASE, edit([' note: String }', ' }'])))).toEqual([
    { type: 'INPUT_FIELD_REMOVED', path: 'BookInput.note', excused: false },
  ]);
});

it('a type is removed freely only with the deprecated fields that reached it', async () => {
  const withoutShelf = edit(
    ['    shelf: Shelf @deprecated(reason: "Gone in 2.0.")\n', ''],
    ['  type Shelf { name: String! }\n', ''],
  );
  expect(summary(await breakingChanges(BASE, withoutShelf))).toEqual([
    { type: 'FIELD_REMOVED', path: 'Query.shelf', excused: true },
    { type: 'TYPE_REMOVED', path: 'Shelf', excused: true },
  ]);
  // Book was also reached through Query.book, which was not deprecated.
  const changes = await breakingChanges(
    'type Query { book: Book old: Old @deprecated, older: Book @deprecated } type Book { id: Int } type Old { id: Int }',
    'type Query { ok: Int }',
  );
  expect(summary(changes)).toEqual([
    { type: 'TYPE_REMOVED', path: 'Book', excused: false },
    { type: 'TYPE_REMOVED', path: 'Old', excused: true },
    { type: 'FIELD_REMOVED', path: 'Query.book', excused: false },
    { type: 'FIELD_REMOVED', path: 'Query.old', excused: true },
    { type: 'FIELD_REMOVED', path: 'Query.older', excused: true },
  ]);
});
