import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestApp, type TestApp } from '../../../test/harness';
import { buildUser, type BuiltUser } from '../../../test/factories';
import { Book } from '../../modules/books/book.entity';
import { IssuePage } from '../../modules/issues/issue-page.entity';
import { Issue } from '../../modules/issues/issue.entity';
import { User } from '../../modules/users/user.entity';
import { ReadPool } from '../read-pool';
import { columnsOf, dbOf, loadedColumns, rows, statement } from '../sql';

let app: TestApp;
let someone: BuiltUser;

beforeAll(async () => {
  app = await startTestApp({ worker: false });
  someone = await buildUser(app, { bio: 'committed bio' });
});
afterAll(async () => {
  await app.close();
});

// The hand-kept column lists `columnsOf` replaced (lazy columns such as search_vector and
// password_hash left out), in the order the read statements selected them.
const HAND_KEPT = {
  Book: [
    'id',
    'publisher_id',
    'title',
    'url_slug',
    'description',
    'status',
    'content_rating',
    'removed',
    'moderation_removed_at',
    'comments_enabled',
    'image_prefix_ref',
    'cover_key',
    'cover_width',
    'cover_height',
    'cover_content_type',
    'cover_byte_size',
    'cover_original_name',
    'cover_variant_widths',
    'cover_derivatives_pending_since',
    'date_created',
    'last_updated',
  ],
  Issue: [
    'id',
    'book_id',
    'publisher_id',
    'issue_number',
    'title',
    'description',
    'image_prefix_ref',
    'cover_key',
    'cover_width',
    'cover_height',
    'cover_content_type',
    'cover_byte_size',
    'cover_original_name',
    'cover_variant_widths',
    'cover_derivatives_pending_since',
    'date_created',
    'release_at',
    'release_announced_at',
    'removed',
    'cover_stands_alone',
    'pair_offset',
    'last_updated',
  ],
  User: [
    'id',
    'first_name',
    'last_name',
    'username',
    'email',
    'role',
    'bio',
    'password_changed_at',
    'active',
    'suspended_at',
    'suspension_reason',
    'photo_key',
    'photo_width',
    'photo_height',
    'photo_content_type',
    'photo_byte_size',
    'photo_original_name',
    'photo_variant_widths',
    'photo_derivatives_pending_since',
    'background_key',
    'background_width',
    'background_height',
    'background_content_type',
    'background_byte_size',
    'background_original_name',
    'background_variant_widths',
    'background_derivatives_pending_since',
    'date_created',
    'last_updated',
  ],
  IssuePage: [
    'id',
    'issue_id',
    'page_number',
    'image_key',
    'image_width',
    'image_height',
    'image_content_type',
    'image_byte_size',
    'image_original_name',
    'image_variant_widths',
    'image_derivatives_pending_since',
    'alt_text',
    'transcript',
    'is_spread',
    'spread_set_by_creator',
    'date_created',
    'last_updated',
  ],
};

describe('columnsOf', () => {
  test.each([
    ['Book', Book],
    ['Issue', Issue],
    ['User', User],
    ['IssuePage', IssuePage],
  ] as const)('%s: the columns of the hand-kept list it replaced', (name, entity) => {
    expect(loadedColumns(app.em(), entity.name)).toEqual(HAND_KEPT[name]);
  });

  test('expands, qualified with the alias, when the statement first runs', async () => {
    const st = statement(`select ${columnsOf(User, 'u')} from users u where u.id = $1`);
    const em = app.em();
    expect(st.text(em)).toBe(
      `select ${HAND_KEPT.User.map((c) => `u.${c}`).join(', ')} from users u where u.id = $1`,
    );
  });
});

describe('a statement', () => {
  const BIO = statement('select id, bio from users where id = any($1::int[])');
  const BIO_ON_ORM = statement('select id, bio from users where id = any($1::int[])', {
    pool: 'orm',
  });
  const BIO_BULK = statement('select id, bio from users where id = any($1::int[])', {
    pool: 'bulk',
  });
  const bioOf = async (em: EntityManager, st = BIO) =>
    (await rows<{ id: number; bio: string }>(dbOf(em, app.deps), st, [[someone.user.id]]))[0]?.bio;

  test('runs on its pool outside a transaction', async () => {
    const onReadPool = jest.spyOn(ReadPool.prototype, 'rows');
    try {
      expect(await bioOf(app.em())).toBe('committed bio');
      expect(onReadPool).toHaveBeenCalledTimes(1);
      expect(await bioOf(app.em(), BIO_ON_ORM)).toBe('committed bio');
      expect(await bioOf(app.em(), BIO_BULK)).toBe('committed bio');
      expect(onReadPool).toHaveBeenCalledTimes(1);
    } finally {
      onReadPool.mockRestore();
    }
  });

  test('runs inside em.transactional on the transaction, seeing its own uncommitted write', async () => {
    const onReadPool = jest.spyOn(ReadPool.prototype, 'rows');
    try {
      await app
        .em()
        .transactional(async (tx) => {
          await tx.nativeUpdate(User, { id: someone.user.id }, { bio: 'uncommitted bio' });
          expect(await bioOf(tx as EntityManager)).toBe('uncommitted bio');
          expect(await bioOf(tx as EntityManager, BIO_ON_ORM)).toBe('uncommitted bio');
          expect(await bioOf(tx as EntityManager, BIO_BULK)).toBe('uncommitted bio');
          // Outside the transaction the write is not seen yet.
          expect(await bioOf(app.em())).toBe('committed bio');
          throw new Error('roll back');
        })
        .catch((error: Error) => {
          if (error.message !== 'roll back') throw error;
        });
      // Only the read outside the transaction went to the read pool.
      expect(onReadPool).toHaveBeenCalledTimes(1);
      expect(await bioOf(app.em())).toBe('committed bio');
    } finally {
      onReadPool.mockRestore();
    }
  });
});

test('a bulk statement binds its values as they are: quotes, backslashes and a large text come back unchanged', async () => {
  const ECHO = statement('select $1::text as text, length($2::json::text) as length', {
    pool: 'bulk',
  });
  const tricky = `it's a "quote" \\ and \\x00 ? $1 -- not a comment`;
  const large = JSON.stringify(Array.from({ length: 2_000 }, (_, i) => ({ i, tricky })));
  const connection = app.em().getConnection();
  const format = jest.spyOn(connection.getPlatform(), 'formatQuery');
  try {
    const [row] = await rows<{ text: string; length: number }>(dbOf(app.em(), app.deps), ECHO, [
      tricky,
      large,
    ]);
    expect(row.text).toBe(tricky);
    expect(Number(row.length)).toBeGreaterThan(100_000);
    // Nothing was quoted into the SQL text by MikroORM.
    expect(format).not.toHaveBeenCalled();
  } finally {
    format.mockRestore();
  }
});
