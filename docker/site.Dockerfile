# The composed site: shell, remotes (served from their build folders through the manifest),
# SSR and the API on one origin. For separately deployed remotes, mount another remotes.json.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
RUN bash tools/scripts/build.sh

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4200 DATA_DIR=/data
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/libs/server/core/migrations ./libs/server/core/migrations
COPY --from=build /app/libs/server/content/media ./libs/server/content/media
COPY --from=build /app/libs/server/catalogue/map-data ./libs/server/catalogue/map-data
VOLUME /data
EXPOSE 4200
CMD ["node", "dist/shell/server/main.js"]
