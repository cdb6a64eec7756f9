// Links of the moderation screens (routes.tsx); every dynamic segment encoded.

const segment = (value: string | number): string => encodeURIComponent(String(value));

export function moderationPath(): string {
  return '/moderation';
}

export function moderationLogPath(): string {
  return '/moderation/log';
}

/** The appeal form of a decision mail's signed link (works without logging in). */
export function appealPath(token: string): string {
  return `/appeal/${segment(token)}`;
}
