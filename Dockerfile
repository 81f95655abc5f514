# Production image: the apps built with pnpm, embedded into one static reach binary.
FROM node:20-bookworm AS apps
WORKDIR /src
RUN npm install -g pnpm@9.15.9
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY packages ./packages
COPY apps ./apps
COPY e2e/package.json ./e2e/package.json
COPY backend/graph/schema ./backend/graph/schema
RUN pnpm install --frozen-lockfile && pnpm -r --filter './packages/**' --filter './apps/**' run build

FROM golang:1.26-bookworm AS api
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
COPY --from=apps /src/apps/portal/dist backend/internal/web/dist/portal
COPY --from=apps /src/apps/giving/dist backend/internal/web/dist/giving
COPY --from=apps /src/apps/admin/dist backend/internal/web/dist/admin
RUN CGO_ENABLED=0 go build -tags embedui -o /reach ./backend/cmd/reach

FROM gcr.io/distroless/static-debian12
COPY --from=api /reach /reach
ENV REACH_ADDR=0.0.0.0:8080 REACH_DATA_DIR=/data
VOLUME /data
EXPOSE 8080
ENTRYPOINT ["/reach", "serve"]
