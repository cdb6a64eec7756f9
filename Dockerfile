# syntax=docker/dockerfile:1
# Production image: the API (GraphQL, /api/v1, /media, jobs) serving the built web app,
# on one port. Build: `docker build -t panelhouse .` (or `docker compose build`).

# ---- build: install everything, compile web and api, then drop dev dependencies ----------
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV CI=true npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false
# npm 11 honours the root package.json "allowScripts" (only the listed install scripts run);
# the npm 10 bundled with node:20 would run them all.
RUN npm install -g npm@11

# Manifests first, so the dependency layer is cached until they change. patches/ holds what
# the root postinstall hook (patch-package) applies to dependencies during `npm ci`.
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY web/package.json web/
COPY scripts/ scripts/
COPY patches/ patches/
RUN --mount=type=cache,target=/root/.npm npm ci

COPY . .
RUN npm run build \
 && npm prune --omit=dev \
 && mkdir -p api/node_modules api/assets web/node_modules

# ---- runtime ---------------------------------------------------------------------------
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    PORT=4000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app

# Same layout as the repository: api/dist finds web/dist and api/assets relative to itself.
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/api/package.json ./api/
COPY --from=build /app/api/node_modules ./api/node_modules
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/api/assets ./api/assets
COPY --from=build /app/web/package.json ./web/
COPY --from=build /app/web/dist ./web/dist
# The public pages' server render (docs/server-rendering.md); without it the API sends the shell.
COPY --from=build /app/web/dist-server ./web/dist-server

# The code stays root-owned and read-only to the app; only DATA_DIR is writable.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node

EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/healthz').then(r=>process.exit(r.status===200?0:1),()=>process.exit(1))"]

# The API handles SIGTERM itself (graceful shutdown); compose adds an init process.
CMD ["node", "api/dist/main.js"]
