import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, type BuiltUser } from '../../../../test/factories';
import { sqlMatches } from '../../../../test/policy';
import { Issue } from '../issue.entity';
import { User } from '../../users/user.entity';
import {
  canReschedule,
  canSetIssueLayout,
  layoutEditableBy,
  layoutEditableSql,
  canSeeIssue,
  isIssueReleased,
  issuesVisibleTo,
  issueVisibleToSql,
  releasedIssue,
  releasedIssueSql,
  viewerIdOf,
} from '../issues.policy';

/**
 * Every form of each issues.policy rule against the same table of cases: the JS form on the
 * loaded row, the ORM form through em.count, the SQL form in a statement on PostgreSQL.
 */

let app: TestApp;
let owner: BuiltUser;
let other: BuiltUser;
beforeAll(async () => {
  app = await startTestApp();
  owner = await buildUser(app);
  other = await buildUser(app);
});
afterAll(async () => {
  await app.close();
});

const HOUR = 3_600_000;

const CASES = [
  { name: 'an issue released long ago', offset: -24 * HOUR, released: true },
  { name: 'an issue released a second ago', offset: -1000, released: true },
  { name: 'an issue scheduled in an hour', offset: HOUR, released: false },
  { name: 'an issue scheduled next year', offset: 365 * 24 * HOUR, released: false },
] as const;

const VIEWERS = [
  { name: 'the creator', viewer: 'owner' },
  { name: 'another user', viewer: 'other' },
  { name: 'an anonymous visitor', viewer: 'anonymous' },
  { name: 'the creator with a deactivated account', viewer: 'deactivated' },
] as const;

describe.each(CASES)('$name', (c) => {
  let issueId: number;
  beforeAll(async () => {
    const releaseAt = new Date(Date.now() + c.offset);
    const { issues } = await buildBook(app, {
      publisher: owner.user,
      issues: [{}, { releaseAt }],
    });
    issueId = issues[1].id;
  });

  test(`every form says released = ${c.released}`, async () => {
    const em = app.em();
    const issue = await em.findOneOrFail(Issue, issueId);
    expect({
      js: isIssueReleased(issue),
      orm: (await em.count(Issue, { id: issueId, ...releasedIssue() })) === 1,
      sql: await sqlMatches(
        app,
        `select count(*) as n from issues i where i.id = $1 and ${releasedIssueSql('i')}`,
        [issueId],
      ),
      canReschedule: canReschedule(issue),
    }).toEqual({ js: c.released, orm: c.released, sql: c.released, canReschedule: !c.released });
  });

  test.each(VIEWERS)('$name: every form agrees on who sees it', async (v) => {
    const em = app.em();
    let viewer: User | null = null;
    if (v.viewer === 'owner' || v.viewer === 'deactivated')
      viewer = await em.findOneOrFail(User, owner.user.id);
    if (v.viewer === 'other') viewer = await em.findOneOrFail(User, other.user.id);
    if (viewer && v.viewer === 'deactivated') viewer.active = false;
    const sees = c.released || v.viewer === 'owner';
    const issue = await em.findOneOrFail(Issue, issueId);
    const viewerId = viewerIdOf(viewer);
    expect({
      js: canSeeIssue(viewer, issue),
      orm: (await em.count(Issue, { id: issueId, ...issuesVisibleTo(viewerId) })) === 1,
      sql: await sqlMatches(
        app,
        `select count(*) as n from issues i where i.id = $1 and ${issueVisibleToSql('i', '$2')}`,
        [issueId, viewerId],
      ),
    }).toEqual({ js: sees, orm: sees, sql: sees });
  });
});

describe("print layout: only the issue's creator sets it", () => {
  let issueId: number;
  beforeAll(async () => {
    const { issues } = await buildBook(app, { publisher: owner.user, issues: 1 });
    issueId = issues[0].id;
  });

  test.each(VIEWERS)('$name: every form agrees', async (v) => {
    const em = app.em();
    let viewer: User | null = null;
    if (v.viewer === 'owner' || v.viewer === 'deactivated')
      viewer = await em.findOneOrFail(User, owner.user.id);
    if (v.viewer === 'other') viewer = await em.findOneOrFail(User, other.user.id);
    if (viewer && v.viewer === 'deactivated') viewer.active = false;
    const may = v.viewer === 'owner';
    const issue = await em.findOneOrFail(Issue, issueId);
    const viewerId = viewerIdOf(viewer);
    expect({
      js: canSetIssueLayout(viewer, issue),
      orm: (await em.count(Issue, { id: issueId, ...layoutEditableBy(viewerId) })) === 1,
      sql: await sqlMatches(
        app,
        `select count(*) as n from issues i where i.id = $1 and ${layoutEditableSql('i', '$2')}`,
        [issueId, viewerId],
      ),
    }).toEqual({ js: may, orm: may, sql: may });
  });
});
