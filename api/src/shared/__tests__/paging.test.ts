import { AppError } from '../app-error';
import { cursorKind, decodeCursor, encodeCursor, INVALID_CURSOR } from '../paging';

const BOOK = cursorKind('book', ['int', 'int']);
const PAGE = cursorKind('page', ['int', 'int']);

const invalid = (kind: typeof BOOK, cursor: string) => {
  try {
    decodeCursor(kind, cursor);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('BAD_USER_INPUT');
    expect((error as AppError).message).toBe(INVALID_CURSOR);
    return;
  }
  throw new Error(`accepted ${cursor}`);
};

test('a cursor round-trips its keys and is opaque base64url', () => {
  const cursor = encodeCursor(BOOK, [1_764_000_000_123_456, 42]);
  expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
  expect(decodeCursor(BOOK, cursor)).toEqual([1_764_000_000_123_456, 42]);
});

test('a cursor of another list, forged or malformed is "Invalid cursor"', () => {
  invalid(BOOK, encodeCursor(PAGE, [1, 2]));
  invalid(BOOK, 'not a cursor!');
  invalid(BOOK, '');
  invalid(BOOK, Buffer.from('{"a":1}').toString('base64url'));
  invalid(BOOK, Buffer.from('[1,"book",1]').toString('base64url'));
  invalid(BOOK, Buffer.from('[1,"book",1,"x"]').toString('base64url'));
  invalid(BOOK, Buffer.from('[1,"book",1.5,2]').toString('base64url'));
  invalid(BOOK, Buffer.from('[2,"book",1,2]').toString('base64url'));
  invalid(BOOK, 'A'.repeat(500));
});
