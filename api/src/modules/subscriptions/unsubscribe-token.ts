import type { AppDeps } from '../../app-deps';
import { resolveJwtSecret } from '../../config/secrets';
import { LinkSigner } from '../../shared/signed-links';

/**
 * Signed unsubscribe links in new-issue emails: `<subscriberId>.<publisherId>.<mac>`,
 * HMAC-SHA256 with a key derived from the server secret for this purpose only (a session
 * JWT can never pass as one, nor the reverse). They do not expire: an old email must
 * still unsubscribe.
 */
export class UnsubscribeTokens {
  private readonly signer: LinkSigner;

  constructor(secret: string) {
    this.signer = new LinkSigner(secret, 'panelhouse:unsubscribe-link:v1');
  }

  sign(subscriberId: number, publisherId: number): string {
    return `${subscriberId}.${publisherId}.${this.signer.mac(`${subscriberId}:${publisherId}`)}`;
  }

  verify(token: string): { subscriberId: number; publisherId: number } | null {
    const match = /^(\d{1,10})\.(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const subscriberId = Number(match[1]);
    const publisherId = Number(match[2]);
    return this.signer.verify(`${subscriberId}:${publisherId}`, match[3])
      ? { subscriberId, publisherId }
      : null;
  }
}

const tokensByDeps = new WeakMap<AppDeps, UnsubscribeTokens>();

/** The process's unsubscribe-link signer (one per deps; the key comes from the server secret). */
export function unsubscribeTokens(deps: AppDeps): UnsubscribeTokens {
  let tokens = tokensByDeps.get(deps);
  if (!tokens) {
    tokens = new UnsubscribeTokens(resolveJwtSecret(deps.config));
    tokensByDeps.set(deps, tokens);
  }
  return tokens;
}
