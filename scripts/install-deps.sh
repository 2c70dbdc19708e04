#!/usr/bin/env bash
# The one install step of .ci/run and every workflow: the locked versions, and a clean work tree after.
# `npm ci` refuses the lock file wherever the registry lacks another platform's optional binaries (the one
# these machines reach has no @swc/html-darwin-arm64, for example): it checks the lock file against itself.
# `npm install` then installs exactly the locked versions that exist for this platform; it may add lock
# entries for optional binaries that registry serves, and nothing else (scripts/check-lockfile.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
export NO_UPDATE_NOTIFIER=1
if ! npm ci --no-audit --no-fund; then
  echo "npm ci refused the lock file; installing the locked versions with npm install instead."
  npm install --no-audit --no-fund
  node scripts/check-lockfile.mjs
fi
# A fresh clone stays clean: the install wrote nothing the repository tracks.
if [ -n "$(git status --porcelain 2>/dev/null)" ]; then
  git status --short
  echo "The install changed tracked files." >&2
  exit 1
fi
