import type { AppDeps } from '../../app-deps';
import { resolveJwtSecret } from '../../config/secrets';
import { LinkSigner } from '../../shared/signed-links';
import type { EmailChange } from './email-change.entity';
import { siteUrl } from '../../shared/site-urls';

/**
 * The link that undoes an email change, mailed to the old address: `<changeId>.<mac>`. The
 * MAC covers the change's user, old address and expiry; the row says whether it is still live.
 */
export class EmailUndoLinks {
  private readonly signer: LinkSigner;

  constructor(secret: string) {
    this.signer = new LinkSigner(secret, 'panelhouse:email-undo-link:v1');
  }

  sign(change: EmailChange): string {
    return `${change.id}.${this.signer.mac(signedText(change))}`;
  }

  /** The change id and MAC of a well-formed token, or null. */
  parse(token: string): { id: number; mac: string } | null {
    const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
    return match ? { id: Number(match[1]), mac: match[2] } : null;
  }

  matches(change: EmailChange, mac: string): boolean {
    return this.signer.verify(signedText(change), mac);
  }
}

const signedText = (change: EmailChange) =>
  `${change.id}:${change.user.id}:${change.oldEmail}:${change.expiresAt.getTime()}`;

const linksByDeps = new WeakMap<AppDeps, EmailUndoLinks>();

/** The process's undo-link signer (one per deps; the key comes from the server secret). */
export function emailUndoLinks(deps: AppDeps): EmailUndoLinks {
  let links = linksByDeps.get(deps);
  if (!links) {
    links = new EmailUndoLinks(resolveJwtSecret(deps.config));
    linksByDeps.set(deps, links);
  }
  return links;
}

/** The undo page (v1 route users.routes.ts): GET asks to confirm, POST undoes. */
export function emailUndoUrl(publicUrl: string, token: string): string {
  return siteUrl.undoEmailChange(publicUrl, token);
}
