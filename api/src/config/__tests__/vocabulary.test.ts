import fs from 'node:fs';
import path from 'node:path';
import {
  BOOK_STATUSES,
  CONTENT_RATINGS,
  enumOf,
  ROLES,
  TOKEN_SCOPES,
  USER_ROLES,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
  NOTIFICATION_KINDS,
  WEBHOOK_SOURCES,
} from '../vocabulary';
import { TokenScope } from '../../modules/access-tokens/token-scope';
import { BookStatus, ContentRating } from '../../modules/books/book.entity';
import { CreditRoleEnum } from '../../modules/credits/work-credit.entity';
import { UserRole } from '../../modules/users/user.entity';
import { CREDIT_PROPERTIES } from '../../modules/web-head/json-ld';
import {
  WebhookDeliveryStatus,
  WebhookEvent,
  WebhookSource,
} from '../../modules/webhooks/webhook-events';
import { NotificationKind } from '../../modules/inbox/notification.entity';

/**
 * The vocabularies' lists are the source: the entity enums are made from them, and this
 * fails when an enum, the committed GraphQL schema, the migrations' snapshot or a hand-kept
 * map drifts from its list.
 */
const VOCABULARIES: {
  list: readonly string[];
  enumObject: Record<string, string>;
  graphql?: string;
  column?: [table: string, column: string];
}[] = [
  {
    list: BOOK_STATUSES,
    enumObject: BookStatus,
    graphql: 'BookStatus',
    column: ['books', 'status'],
  },
  {
    list: CONTENT_RATINGS,
    enumObject: ContentRating,
    graphql: 'ContentRating',
    column: ['books', 'content_rating'],
  },
  {
    list: ROLES,
    enumObject: CreditRoleEnum,
    graphql: 'CreditRole',
    column: ['work_credits', 'role'],
  },
  { list: TOKEN_SCOPES, enumObject: TokenScope, graphql: 'TokenScope' },
  { list: USER_ROLES, enumObject: UserRole, graphql: 'UserRole', column: ['users', 'role'] },
  { list: WEBHOOK_EVENTS, enumObject: WebhookEvent, graphql: 'WebhookEvent' },
  {
    list: NOTIFICATION_KINDS,
    enumObject: NotificationKind,
    graphql: 'NotificationKind',
    column: ['notifications', 'kind'],
  },
  {
    list: WEBHOOK_SOURCES,
    enumObject: WebhookSource,
    graphql: 'WebhookSource',
    column: ['webhook_endpoints', 'source'],
  },
  {
    list: WEBHOOK_DELIVERY_STATUSES,
    enumObject: WebhookDeliveryStatus,
    graphql: 'WebhookDeliveryStatus',
    column: ['webhook_deliveries', 'status'],
  },
];

const schema = fs.readFileSync(path.join(__dirname, '../../../../schema.graphql'), 'utf8');
const snapshot = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../db/migrations/.snapshot.json'), 'utf8'),
) as { tables: { name: string; columns: Record<string, { enumItems?: string[] }> }[] };

function graphqlEnumValues(name: string): string[] {
  const body = new RegExp(`^enum ${name} \\{\\n([\\s\\S]*?)^\\}`, 'm').exec(schema)?.[1];
  if (!body) throw new Error(`enum ${name} is not in schema.graphql`);
  return body
    .replace(/"""[\s\S]*?"""/g, '')
    .split('\n')
    .map((line) => line.trim().split(/\s/)[0])
    .filter(Boolean);
}

test.each(VOCABULARIES.map((v) => [v.graphql ?? v.list.join(), v]))(
  '%s: the enum, the GraphQL schema and the column follow the list',
  (_name, { list, enumObject, graphql, column }) => {
    expect(enumObject).toEqual(enumOf(list));
    expect(Object.values(enumObject)).toEqual([...list]);
    if (graphql) expect(graphqlEnumValues(graphql)).toEqual(Object.keys(enumOf(list)).sort());
    if (column) {
      const [table, name] = column;
      const found = snapshot.tables.find((t) => t.name === table)?.columns[name];
      expect(found?.enumItems).toEqual([...list]);
    }
  },
);

test('enumOf keys a value in upper case, with _ for spaces, colons and dots', () => {
  expect(enumOf(['cover artist', 'write:works', 'issue.published'])).toEqual({
    COVER_ARTIST: 'cover artist',
    WRITE_WORKS: 'write:works',
    ISSUE_PUBLISHED: 'issue.published',
  });
});

test('the head names a schema.org property for every credit role', () => {
  expect(Object.keys(CREDIT_PROPERTIES).sort()).toEqual([...ROLES].sort());
});
