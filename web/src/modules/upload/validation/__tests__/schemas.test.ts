import { LIMITS, MESSAGES } from '@shared/limits';
import { ValidationError } from 'yup';
import { readStubDimensions } from '../../../../test/uploadFixtures';
import { slugify } from '../slug';
import { editBookSchema, workCreditsField } from '../schemas';

async function errorsOf(
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  value: unknown,
) {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
}

describe('work credits', () => {
  const field = workCreditsField();

  it('needs at least one credit', async () => {
    expect(await errorsOf(field, [])).toEqual([MESSAGES.workCreditsRequired]);
  });

  it('needs a user, a username and at least one role on each credit', async () => {
    expect(await errorsOf(field, [{ userId: null, username: 'ada_l', roles: ['WRITER'] }])).toEqual(
      [MESSAGES.workCreditUserRequired],
    );
    expect(await errorsOf(field, [{ userId: 3, username: '', roles: ['WRITER'] }])).toEqual([
      MESSAGES.workCreditUsernameRequired,
    ]);
    expect(await errorsOf(field, [{ userId: 3, username: 'ada_l', roles: [] }])).toEqual([
      MESSAGES.workCreditCreditsRequired,
    ]);
    expect(await errorsOf(field, [{ userId: 3, username: 'ada_l', roles: ['INKER'] }])).toEqual([]);
  });

  it('allows at most the server limit of credits (one user in one role each)', async () => {
    const roles = [
      'WRITER',
      'ARTIST',
      'EDITOR',
      'INKER',
      'LETTERER',
      'PENCILLER',
      'COLORIST',
      'COVER_ARTIST',
    ];
    const credits = (count: number) =>
      Array.from({ length: Math.ceil(count / roles.length) }, (_, i) => ({
        userId: i + 1,
        username: `user_${i + 1}`,
        roles: roles.slice(0, Math.min(roles.length, count - i * roles.length)),
      }));
    expect(await errorsOf(field, credits(LIMITS.maxCreditsPerIssue))).toEqual([]);
    expect(await errorsOf(field, credits(LIMITS.maxCreditsPerIssue + 1))).toEqual([
      MESSAGES.tooManyCredits,
    ]);
  });
});

describe('edit book', () => {
  const valid = {
    bookTitle: 'Title',
    bookDescription: 'About',
    urlSlug: 'title',
    contentRating: 'T',
    genres: ['action'],
    bookCoverPhoto: null,
    status: 'ONGOING',
  };

  it('needs a status', async () => {
    const schema = editBookSchema(readStubDimensions);
    expect(await errorsOf(schema, valid)).toEqual([]);
    expect(await errorsOf(schema, { ...valid, status: '' })).toEqual([MESSAGES.statusRequired]);
  });

  it('keeps the current cover when none is chosen (the cover is optional)', async () => {
    const schema = editBookSchema(readStubDimensions);
    expect(await errorsOf(schema, { ...valid, bookCoverPhoto: null })).toEqual([]);
    expect(readStubDimensions).not.toHaveBeenCalled();
  });
});

describe('slugify', () => {
  it.each([
    ['The Amazing Spider-Man #1!', 'the-amazing-spider-man-1'],
    ['  Café   Noir  ', 'cafe-noir'],
    ['--A--B--', 'a-b'],
    ['!!!', ''],
  ])('%s -> %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('stays within 50 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(49)} bcd`);
    expect(slug).toBe('a'.repeat(49));
    expect(slugify('word '.repeat(20)).length).toBeLessThanOrEqual(50);
    expect(slugify('word '.repeat(20))).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
