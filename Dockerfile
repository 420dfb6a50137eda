# syntax=docker/dockerfile:1
# One image, two roles, any number of copies (docs/OPERATIONS.md, 'Deploying at scale'):
#   portal (default): Next's standalone output served by scripts/serve-portal.ts (the visitor's address
#                     from the socket or TRUST_PROXY), port 3000
#   API:              docker run -w /app/api … nutri node server.mjs, port 4000 (scripts/build-api.ts: one
#                     bundled file and only the packages it cannot bundle)
# Built and started for real by `npm run image:check` (scripts/image-check.sh), with buildah, on a base
# made from the Debian archive where no registry can be reached: BASE_IMAGE names it.
ARG BASE_IMAGE=node:24-bookworm-slim

FROM ${BASE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Not `npm ci`: it refuses a lockfile made where the registry lacks other platforms' optional packages.
RUN npm install --prefer-offline --no-audit --no-fund

FROM deps AS build
# Fixed into the portal build: pass them as build arguments.
ARG APP_TIME_ZONE=America/Sao_Paulo
ARG NEXT_PUBLIC_PRODUCT_NAME
ARG NEXT_PUBLIC_SUPPORT_EMAIL
ARG NEXT_PUBLIC_APP_STORE_URL
ARG NEXT_PUBLIC_PLAY_STORE_URL
ENV NEXT_OUTPUT=standalone NEXT_TELEMETRY_DISABLED=1
COPY . .
RUN npx next build \
  && npx esbuild scripts/serve-portal.ts --bundle --platform=node --format=esm --external:next \
       --banner:js="import { createRequire as createBundleRequire } from 'node:module'; const require = createBundleRequire(import.meta.url);" \
       --outfile=.next/standalone/serve-portal.mjs \
  && npx tsx scripts/build-api.ts /app/dist/api

# The API's packages that cannot be bundled (WebAssembly database, native hashing and images), at the
# lockfile's versions: about 50 MB instead of the whole repository's node_modules.
FROM ${BASE_IMAGE} AS api
WORKDIR /api
COPY --from=build /app/dist/api ./
RUN npm install --omit=dev --no-audit --no-fund

FROM ${BASE_IMAGE} AS runtime
# No demo accounts (their passwords are public): an empty database gets the catalogue and the administrator
# named by ADMIN_EMAIL and ADMIN_PASSWORD, which the API's first start needs. Mail: the API needs
# SMTP_URL=smtps://user:password@host:465, or MAIL_OUTBOX=database to keep mail in the database, served
# nowhere; with neither it stops at start (docs/OPERATIONS.md, 'Where mail goes').
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 NEXT_STANDALONE=true \
    HOST=0.0.0.0 PORT=3000 API_HOST=0.0.0.0 API_PORT=4000 DATA_DIR=/data SEED_DEMO_DATA=false
WORKDIR /app
RUN mkdir -p /data && chown node:node /data
# The portal: only the files the standalone trace kept, its static assets and public/.
COPY --from=build --chown=node:node /app/.next/standalone ./portal/
COPY --from=build --chown=node:node /app/.next/static ./portal/.next/static
COPY --from=build --chown=node:node /app/public ./portal/public
# The API: the bundle, its migrations and TACO table, and its few packages.
COPY --from=api --chown=node:node /api ./api/
USER node
WORKDIR /app/portal
EXPOSE 3000 4000
CMD ["node", "serve-portal.mjs"]
