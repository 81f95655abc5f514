# Reach: `make run` sets up and starts Reach on the embedded default;
# `make test` runs every test (Go on SQLite, and on PostgreSQL when
# REACH_TEST_DATABASE_URL is set; the apps' codegen check, typecheck, lint and unit tests; then
# the browser tests against the built binary, on SQLite and, with REACH_TEST_DATABASE_URL, on
# PostgreSQL).

SHELL := /bin/bash
PNPM ?= $(shell command -v pnpm 2>/dev/null || echo npx --yes pnpm@9.15.9)
GO ?= go
WEB_DIST := backend/internal/web/dist

.PHONY: run build apps deps go-build test go-test web-test e2e bench bench-reports bench-varied bench-peer bench-instances fuzz clean

run: build
	./bin/reach serve

deps:
	$(PNPM) install --frozen-lockfile

apps: deps
	$(PNPM) -r --filter './packages/**' --filter './apps/**' run build
	rm -rf $(WEB_DIST) && mkdir -p $(WEB_DIST)
	cp -r apps/portal/dist $(WEB_DIST)/portal
	cp -r apps/giving/dist $(WEB_DIST)/giving
	cp -r apps/admin/dist $(WEB_DIST)/admin

build: apps
	$(GO) build -tags embedui -o bin/reach ./backend/cmd/reach

# go-build builds the API alone (no apps embedded): no Node needed.
go-build:
	$(GO) build -o bin/reach ./backend/cmd/reach

test: go-test web-test e2e

go-test:
	$(GO) vet ./...
	REACH_TEST_DATABASE_URL= $(GO) test -count=1 -timeout 30m ./...
	@if [ -n "$$REACH_TEST_DATABASE_URL" ]; then \
		echo "== the same Go suite on PostgreSQL"; \
		$(GO) test -count=1 -timeout 30m -p 1 ./...; \
	fi

# web-test checks the apps without a browser: the generated GraphQL types are current and every
# document validates against the schema, TypeScript compiles, ESLint passes, Vitest passes.
web-test: deps
	$(PNPM) run web-test

# e2e runs the browser tests on SQLite and, when REACH_TEST_DATABASE_URL is set, again on a
# fresh PostgreSQL database (made and dropped by the suite, with psql). A spec takes about as
# long on PostgreSQL as on SQLite (sign-in.spec.ts: 126 s against 118 s on a loaded machine),
# so the whole suite again would add about 16 minutes to the 15 it takes; on PostgreSQL it runs
# E2E_PG_SPECS, the specs whose paths differ by engine (sessions and sign-in, mailed links,
# giving and its rate limits, the report queues). `make e2e E2E_PG_SPECS=` runs them all.
E2E_PG_SPECS ?= tests/sign-in.spec.ts tests/sign-up.spec.ts tests/magic-link.spec.ts tests/password-help.spec.ts \
	tests/giving-adopt.spec.ts tests/giving-claim.spec.ts tests/giving-donor-story.spec.ts tests/admin-reports.spec.ts \
	tests/portal-reports.spec.ts
e2e: build
	$(PNPM) --filter @reach/e2e run test
	@if [ -n "$$REACH_TEST_DATABASE_URL" ]; then \
		echo "== the browser tests on PostgreSQL: $(or $(E2E_PG_SPECS),every spec)"; \
		REACH_E2E_DATABASE_URL="$$REACH_TEST_DATABASE_URL" REACH_E2E_DATA_DIR= $(PNPM) --filter @reach/e2e run test $(E2E_PG_SPECS); \
	fi

# SCALE=10 also measures the executed public answers on ten times the groups (bench-varied).
bench: build
	SCALE=$(SCALE) ./scripts/bench.sh

# The public list and search where the cache cannot help (docs/benchmarks.md, "Executed public
# answers"); SCALE=10 runs it on ten times the groups.
bench-varied: build
	SCALE=$(or $(SCALE),1) ./scripts/bench-varied.sh

# The reports figures alone (docs/benchmarks.md, "Reports"); also part of make bench.
bench-reports: build
	./scripts/bench-reports.sh

# Reach and PostGraphile 5 side by side on one PostgreSQL database (REACH_TEST_DATABASE_URL);
# bench/peer installs its own packages (npm, Node 22 from npm) on the first run only.
bench-peer: build
	./scripts/bench-peer.sh

# One instance against two on one PostgreSQL database (REACH_TEST_DATABASE_URL), executed answers.
bench-instances: build
	./scripts/bench-instances.sh

# fuzz runs every Go fuzz test for FUZZTIME each (default 60s); make test runs their seeds.
fuzz:
	GO=$(GO) ./scripts/fuzz.sh

clean:
	rm -rf bin $(WEB_DIST) apps/*/dist
