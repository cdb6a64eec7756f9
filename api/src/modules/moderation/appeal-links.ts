import type { AppDeps } from '../../app-deps';
import { LIMITS } from '../../config/limits';
import { resolveJwtSecret } from '../../config/secrets';
import { LinkSigner } from '../../shared/signed-links';

/** What an appeal link is signed over: the decision, who it affected and when it was taken. */
export interface AppealLinkSubject {
  id: number;
  affectedUserId: number;
  dateCreated: Date;
}

/**
 * The link in a decision mail that opens the appeal form without logging in (a suspended
 * account cannot log in): `<actionId>.<mac>`. The MAC covers the decision, the affected user
 * and the decision's time; the link works for LIMITS.moderation.appealLinkDays after it.
 */
export class AppealLinks {
  private readonly signer: LinkSigner;

  constructor(secret: string) {
    this.signer = new LinkSigner(secret, 'panelhouse:moderation-appeal-link:v1');
  }

  sign(subject: AppealLinkSubject): string {
    return `${subject.id}.${this.signer.mac(signedText(subject))}`;
  }

  /** The decision id and MAC of a well-formed token, or null. */
  parse(token: unknown): { id: number; mac: string } | null {
    if (typeof token !== 'string') return null;
    const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
    return match ? { id: Number(match[1]), mac: match[2] } : null;
  }

  /** The MAC matches and the link has not expired. */
  matches(subject: AppealLinkSubject, mac: string, now: Date = new Date()): boolean {
    const expires = subject.dateCreated.getTime() + LIMITS.moderation.appealLinkDays * 86_400_000;
    return now.getTime() <= expires && this.signer.verify(signedText(subject), mac);
  }
}

const signedText = (s: AppealLinkSubject) =>
  `${s.id}:${s.affectedUserId}:${s.dateCreated.getTime()}`;

const linksByDeps = new WeakMap<AppDeps, AppealLinks>();

/** The process's appeal-link signer (one per deps; the key comes from the server secret). */
export function appealLinks(deps: AppDeps): AppealLinks {
  let links = linksByDeps.get(deps);
  if (!links) {
    links = new AppealLinks(resolveJwtSecret(deps.config));
    linksByDeps.set(deps, links);
  }
  return links;
}
