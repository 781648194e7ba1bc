#!/usr/bin/env bash
# Parity run: the API suite again, against a real PostgreSQL 15 started for it on a loopback port.
set -euo pipefail
exec bash "$(dirname "$0")/with-pg15.sh" bash -c 'TEST_DATABASE_URL="$PG_URL" npx vitest run --project api'
