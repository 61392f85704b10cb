# The API alone (stateless; run any number of replicas against one PostgreSQL).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
RUN npx nx run api:build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3333
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist/apps/api ./dist/apps/api
COPY --from=build /app/libs/server/core/migrations ./libs/server/core/migrations
COPY --from=build /app/libs/server/content/media ./libs/server/content/media
COPY --from=build /app/libs/server/catalogue/map-data ./libs/server/catalogue/map-data
EXPOSE 3333
CMD ["node", "dist/apps/api/main.js"]
