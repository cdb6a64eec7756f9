// The one source of truth for business limits and user-facing validation texts, by job:
// product-limits.ts (the numbers), messages.ts (the texts), uploads.ts (the per-kind upload
// presets), api-limits.ts (the public APIs' transports), vocabulary.ts (fixed lists) and
// format.ts. The API validates with these; the web's yup schemas are built from them too (web
// imports this file through the `@shared/limits` alias). These files import only each
// other, so the web bundles them all.

export * from './product-limits';
export * from './messages';
export * from './uploads';
export * from './vocabulary';
export * from './api-limits';
export * from './format';
