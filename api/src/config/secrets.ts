import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './env';

/**
 * The JWT signing secret: JWT_SECRET when given (required in production); otherwise
 * generated once into `$DATA_DIR/secrets.json`, so it is never in the repository.
 */
export function resolveJwtSecret(config: AppConfig): string {
  if (config.jwtSecret) {
    if (config.jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return config.jwtSecret;
  }
  if (config.isProduction) throw new Error('JWT_SECRET is required when NODE_ENV=production');
  const file = path.join(config.dataDir, 'secrets.json');
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { jwtSecret?: string };
    if (stored.jwtSecret) return stored.jwtSecret;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const jwtSecret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, JSON.stringify({ jwtSecret }, null, 2), { mode: 0o600 });
  return jwtSecret;
}

/** Where the JWT secret of this process comes from, for messages. */
export function jwtSecretSource(config: AppConfig): string {
  return config.jwtSecret ? 'JWT_SECRET' : path.join(config.dataDir, 'secrets.json');
}
