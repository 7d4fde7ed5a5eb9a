# One image for the API and the worker; the built shell and remotes are served by the API
# (or copied from /app/shell-app/dist and each /app/mfe-*/dist to a static host or CDN).
FROM node:24-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npx nx run-many -t build --outputStyle=static

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# Two malloc arenas: image decoding on several threads otherwise leaves each thread's arena holding tens of MB.
ENV MALLOC_ARENA_MAX=2
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/backend/dist ./backend/dist
COPY --from=build /app/shell-app/dist ./shell-app/dist
COPY --from=build /app/mfe-admin/dist ./mfe-admin/dist
COPY --from=build /app/mfe-profile/dist ./mfe-profile/dist
COPY --from=build /app/mfe-network/dist ./mfe-network/dist
COPY --from=build /app/mfe-chat/dist ./mfe-chat/dist
RUN npm prune --omit=dev --no-audit --no-fund
EXPOSE 3000
CMD ["node", "backend/dist/main.js"]
