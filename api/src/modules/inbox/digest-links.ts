import type { AppDeps } from '../../app-deps';
import { resolveJwtSecret } from '../../config/secrets';
import { NOTIFICATION_KINDS, type NotificationKindValue } from '../../config/vocabulary';
import { LinkSigner } from '../../shared/signed-links';

/** What a digest's unsubscribe link turns off: one kind, or (the List-Unsubscribe header) all. */
export type DigestUnsubscribeTarget = NotificationKindValue | 'all';

/**
 * Signed one-click unsubscribe links in the daily digest: `<userId>.<kind or all>.<mac>`,
 * HMAC-SHA256 with a key derived from the server secret for this purpose only (no other
 * signed link, nor a session JWT, passes as one). They do not expire: an old digest must
 * still unsubscribe.
 */
export class DigestLinks {
  private readonly signer: LinkSigner;

  constructor(secret: string) {
    this.signer = new LinkSigner(secret, 'panelhouse:digest-unsubscribe-link:v1');
  }

  sign(userId: number, target: DigestUnsubscribeTarget): string {
    return `${userId}.${target}.${this.signer.mac(`${userId}:${target}`)}`;
  }

  verify(token: string): { userId: number; target: DigestUnsubscribeTarget } | null {
    const match = /^(\d{1,10})\.([a-z]+(?:\.[a-z]+)?)\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const target = match[2] as DigestUnsubscribeTarget;
    if (target !== 'all' && !NOTIFICATION_KINDS.includes(target)) return null;
    const userId = Number(match[1]);
    return this.signer.verify(`${userId}:${target}`, match[3]) ? { userId, target } : null;
  }
}

const linksByDeps = new WeakMap<object, DigestLinks>();

/** The process's digest-link signer (one per deps; the key comes from the server secret). */
export function digestLinks(deps: Pick<AppDeps, 'config'>): DigestLinks {
  let links = linksByDeps.get(deps);
  if (!links) {
    links = new DigestLinks(resolveJwtSecret(deps.config));
    linksByDeps.set(deps, links);
  }
  return links;
}
