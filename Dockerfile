# Leafpress in a container: builds the site, then serves it with `npm start` (scripts/start.mjs).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm install
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
COPY --from=build /app ./
EXPOSE 3000
# Listen on every interface inside the container (HOSTNAME is the container id here).
ENV LEAFPRESS_BIND_HOSTNAME=0
CMD ["node", "scripts/start.mjs"]
