# Lapak on Node 24 LTS (ADR 0016). Not exercised in CI — the pipeline runs no container engine;
# it mirrors the tested steps of docs/deploy.md: `npm ci`, `npm run build`, then the built server.
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build && npm prune --omit=dev

FROM node:24.21.0-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/var/lib/lapak MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /var/lib/lapak && chown node:node /var/lib/lapak
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/v1/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
