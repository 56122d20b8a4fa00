# syntax=docker/dockerfile:1
# Pataka's production image: one Node process serving the API, the storefront and the staff console (/admin)
# on port 3000. Deploying it: README.md "Deploy"; the services around it: compose.yaml.
#
# No container daemon runs where this is developed, so `npm run test:deploy` (scripts/deploy-check.mjs) reads
# the runtime stage below and performs its steps in a temporary folder: every COPY, the RUN lines that start
# with `npm`, ENV, USER (as an unprivileged user), HEALTHCHECK, STOPSIGNAL and CMD. Keep those lines plain
# (exec-form CMD and HEALTHCHECK, npm steps on RUN lines of their own) so the check can follow them.

# Node 24 LTS (security fixes until April 2028); Node 20 reached end of life in April 2026. The deploy check
# runs the server with this major too (scripts/deploy-check/node-runtime.mjs reads it from the base image).
ARG NODE_VERSION=24

# ---- build: every dependency, then the storefront, the console and the API bundle ----
FROM node:${NODE_VERSION}-bookworm AS build
WORKDIR /app
# The manifests alone first: the dependency layer is reused until one of them changes.
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/ui/package.json packages/ui/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w apps/web && npm run build -w apps/admin && npm run build -w apps/api

# ---- runtime: production dependencies of the API and the built output, run as `node` ----
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
# pg_dump must be of the database server's major version or newer (backup refuses otherwise), and
# Debian bookworm ships 15: the client comes from the PostgreSQL project's repository (PGDG), whose
# key ships in postgresql-common. Match PG_MAJOR to your server (compose.yaml runs postgres:16).
ARG PG_MAJOR=16
# fonts-dejavu-core: the PDF enquiry slips embed DejaVu Sans for the ₹ sign (else they print "Rs.").
RUN apt-get update \
  && apt-get install -y --no-install-recommends ca-certificates fonts-dejavu-core postgresql-common \
  && /usr/share/postgresql-common/pgdg/apt.postgresql.org.sh -y \
  && apt-get install -y --no-install-recommends postgresql-client-${PG_MAJOR} \
  && rm -rf /var/lib/apt/lists/*

WORKDIR /app
ENV NODE_ENV=production
# The API's own dependencies only: the web apps are built to static files, the workspace packages are
# bundled into apps/api/dist, and dev tools (vite, vitest, drizzle-kit, eslint) stay in the build stage.
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/apps/api/package.json apps/api/
RUN npm ci --omit=dev --workspace=apps/api --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/api/datasets apps/api/datasets
COPY --from=build /app/apps/web/dist apps/web/dist
# The storefront's server renderer: a self-contained bundle (React included), so no web packages here.
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
COPY --from=build /app/apps/admin/dist apps/admin/dist

# Everything the server writes goes under DATA_DIR (the embedded database, and files when S3_BUCKET is
# unset); /app stays owned by root, read-only for the server. With PostgreSQL and S3 the volume stays empty.
RUN mkdir /data && chown node:node /data
ENV DATA_DIR=/data
VOLUME ["/data"]
USER node

EXPOSE 3000
# Graceful shutdown: readiness turns 503, in-flight requests and jobs finish (SHUTDOWN_TIMEOUT_MS), exit 0.
STOPSIGNAL SIGTERM
# Slim images have no curl: Node's own fetch asks for readiness (database, migrations, storage, queue).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/v1/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/api/dist/server.js"]
