# syntax=docker/dockerfile:1
# One image, two roles, any number of copies (README 'Deploying at scale'):
#   portal (default): Next's standalone output served by scripts/serve-portal.ts (the visitor's address
#                     from the socket or TRUST_PROXY), port 3000
#   API:              docker run -w /app/api … nutri node --import tsx upstream/src/server.ts, port 4000
# Not built in this repository's CI (no container engine there); its stages were run by hand (README
# 'Deploying at scale'). Build and try it before relying on it.

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

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
  && npx esbuild scripts/serve-portal.ts --bundle --platform=node --format=esm --packages=external \
       --outfile=.next/standalone/serve-portal.mjs \
  && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
# No demo accounts (their passwords are public): an empty database gets the catalogue and the administrator
# named by ADMIN_EMAIL and ADMIN_PASSWORD, which the API's first start needs.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 NEXT_STANDALONE=true \
    HOST=0.0.0.0 PORT=3000 API_HOST=0.0.0.0 API_PORT=4000 DATA_DIR=/data SEED_DEMO_DATA=false
WORKDIR /app
RUN mkdir -p /data && chown node:node /data
# The portal: only the files the standalone trace kept, its static assets and public/.
COPY --from=build --chown=node:node /app/.next/standalone ./portal/
COPY --from=build --chown=node:node /app/.next/static ./portal/.next/static
COPY --from=build --chown=node:node /app/public ./portal/public
# The API: its sources (and the contract and rules it shares with the portal), run by tsx.
COPY --from=build --chown=node:node /app/node_modules ./api/node_modules
COPY --from=build --chown=node:node /app/package.json /app/tsconfig.json ./api/
COPY --from=build --chown=node:node /app/upstream ./api/upstream
COPY --from=build --chown=node:node /app/lib/api/contract ./api/lib/api/contract
COPY --from=build --chown=node:node /app/lib/rules ./api/lib/rules
USER node
WORKDIR /app/portal
EXPOSE 3000 4000
CMD ["node", "serve-portal.mjs"]
