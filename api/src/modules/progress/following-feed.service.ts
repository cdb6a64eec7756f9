import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { LIMITS } from '../../config/limits';
import { dbOf, type Db } from '../../db/sql';
import { sha256 } from '../auth/tokens';
import { Issue } from '../issues/issue.entity';
import type { FeedSource } from '../notifications/feeds';
import { User } from '../users/user.entity';
import { ACTIVE_USER } from '../users/users.policy';
import { FollowingFeedToken } from './following-feed-token.entity';
import { followingPage } from './progress.queries';
import { siteUrl, tagUri } from '../../shared/site-urls';

/** Feed tokens: `phf_` + 40 random base62 characters (about 238 bits). */
export const FEED_TOKEN_PATTERN = /^phf_[0-9A-Za-z]{40}$/;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function newFeedToken(): string {
  let random = '';
  for (let i = 0; i < 40; i += 1) random += BASE62[crypto.randomInt(BASE62.length)];
  return `phf_${random}`;
}

/**
 * The private Atom feed of a reader's Following list. The URL carries a secret token; only its
 * SHA-256 is stored, so the URL is shown once, when made. Resetting replaces the token (the old
 * URL answers 404 at once); revoking deletes it.
 */
export class FollowingFeedService {
  private readonly db: Db;

  constructor(
    private readonly em: EntityManager,
    private readonly deps: AppDeps,
  ) {
    this.db = dbOf(em, deps);
  }

  /** The viewer's current link (without its URL), or null. */
  async link(viewer: User): Promise<{ createdAt: Date; url: null } | null> {
    const token = await this.em.findOne(FollowingFeedToken, { user: viewer.id });
    return token ? { createdAt: token.createdAt, url: null } : null;
  }

  /** Makes a new link for the viewer, replacing any old one; the URL is in this answer only. */
  async rotate(viewer: User): Promise<{ createdAt: Date; url: string }> {
    const token = newFeedToken();
    const createdAt = new Date();
    await this.em.transactional(async (em) => {
      await em.nativeDelete(FollowingFeedToken, { user: viewer.id });
      await em.insert(FollowingFeedToken, { user: viewer.id, hash: sha256(token), createdAt });
    });
    return { createdAt, url: siteUrl.followingFeed(this.deps.config.publicUrl, token) };
  }

  /** Deletes the viewer's link; true when there was one. */
  async revoke(viewer: User): Promise<boolean> {
    return (await this.em.nativeDelete(FollowingFeedToken, { user: viewer.id })) > 0;
  }

  /** The feed behind a token, or null (malformed, unknown or revoked token; deactivated user). */
  async feed(token: string): Promise<FeedSource | null> {
    if (!FEED_TOKEN_PATTERN.test(token)) return null;
    const found = await this.em.findOne(
      FollowingFeedToken,
      { hash: sha256(token), user: ACTIVE_USER },
      { populate: ['user'] },
    );
    if (!found) return null;
    const user = found.user as User;
    const page = await followingPage(this.db, user.id, null, LIMITS.feedEntries);
    const issues = page.length
      ? await this.em.find(
          Issue,
          { id: page.map((row) => row.issue.id) },
          { orderBy: { dateCreated: 'desc', id: 'desc' }, populate: ['book', 'book.publisher'] },
        )
      : [];
    const publicUrl = this.deps.config.publicUrl;
    return {
      id: tagUri(publicUrl, `following:${user.id}:${found.id}`),
      title: `Following: ${user.username} on Panelhouse Comics`,
      subtitle: `New issues from the creators ${user.username} subscribes to`,
      selfUrl: siteUrl.followingFeed(publicUrl, token),
      alternateUrl: siteUrl.following(publicUrl),
      fallbackUpdated: found.createdAt,
      issues,
    };
  }
}
