#!/usr/bin/env node
// Starts Debian's sphinxsearch in the production layout of docs/decisions/search-engine.md: two shards
// (documents split by id), each served by two mirrors, and a front searchd whose distributed indexes
// query one mirror of each shard. Every searchd runs from its own config in a temporary folder, never as
// the system service. Usage: node scripts/search-engine/start-sphinx.mjs [--base-port 9400] [--dir DIR]
//   start-sphinx.mjs stop --dir DIR    stops the searchd processes it started there.
//   start-sphinx.mjs manticore-config [--out deploy/manticore]   writes the same layout's Manticore configs.
// Prints one JSON line: { dir, url, shards: [[mirror, mirror], ...], pids }.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import net from 'node:net';

export const SHARDS = 2;
export const MIRRORS = 2;

/** Full-text fields and attributes of the two indexes; the adapter (backend/src/search-engine) writes them. */
const INDEXES = {
  people: ['rt_field = name', 'rt_field = location', 'rt_field = specialties', 'rt_attr_uint = live'],
  jobs: [
    'rt_field = title',
    'rt_field = body',
    'rt_field = specialties',
    'rt_attr_uint = status_code',
    'rt_attr_uint = state_code',
    'rt_attr_uint = employment_code',
    'rt_attr_uint = shift_code',
    'rt_attr_uint = setting_code',
    'rt_attr_multi = specialty_codes',
    'rt_attr_bigint = pay_key',
    'rt_attr_uint = posted_day',
  ],
};

const TEXT = ['dict = keywords', 'min_prefix_len = 3', 'min_word_len = 1', 'charset_table = 0..9, A..Z->a..z, _, a..z'];

/** The addresses of each searchd in the layout, from a base port (9 ports: base .. base + 8). */
export function layout(basePort) {
  const shards = [];
  for (let shard = 0; shard < SHARDS; shard++) {
    const mirrors = [];
    for (let mirror = 0; mirror < MIRRORS; mirror++) {
      const n = shard * MIRRORS + mirror;
      mirrors.push({ name: `s${shard}m${mirror}`, sql: basePort + 1 + n, api: basePort + 1 + SHARDS * MIRRORS + n });
    }
    shards.push(mirrors);
  }
  return { front: { name: 'front', sql: basePort }, shards };
}

function searchdConfig(dir, name, listen, indexes, settings = []) {
  const folder = join(dir, name);
  mkdirSync(folder, { recursive: true });
  const conf = `${indexes}
searchd {
${listen.map((line) => `  listen = ${line}`).join('\n')}
  log = ${folder}/searchd.log
  query_log = ${folder}/query.log
  pid_file = ${folder}/searchd.pid
  binlog_path = ${folder}
  workers = threads
  # One process per searchd, the one its pid file names: a killed mirror stays down (no watchdog restarts it).
  watchdog = 0
  max_children = 64
  read_timeout = 5
  client_timeout = 300
  ha_ping_interval = 100
  ha_period_karma = 2
${settings.map((line) => `  ${line}`).join('\n')}
}
`;
  const path = join(folder, 'sphinx.conf');
  writeFileSync(path, conf);
  return path;
}

/** A shard mirror's real-time indexes. */
export function shardIndexes(folder) {
  return Object.entries(INDEXES)
    .map(
      ([index, fields]) =>
        `index ${index} {\n  type = rt\n  path = ${folder}/${index}\n  rt_mem_limit = 256M\n${[...fields, ...TEXT].map((line) => `  ${line}`).join('\n')}\n}`,
    )
    .join('\n');
}

/** The front's distributed indexes: for each shard, its mirrors (`host`, `api` port) as one agent line. */
export function frontIndexes(shards) {
  return Object.keys(INDEXES)
    .map((index) => {
      const agents = shards
        .map((mirrors) => `  agent = ${mirrors.map((m) => `${m.host ?? '127.0.0.1'}:${m.api}:${index}`).join('|')}`)
        .join('\n');
      return `index ${index} {\n  type = distributed\n${agents}\n  ha_strategy = nodeads\n  agent_connect_timeout = 300\n  agent_query_timeout = 3000\n}`;
    })
    .join('\n');
}

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

function startSearchd(config) {
  const run = spawnSync('searchd', ['--config', config], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`searchd did not start with ${config}:\n${run.stdout}\n${run.stderr}`);
}

export async function start({ basePort = 9400, dir } = {}) {
  const root = dir ?? mkdtempSync(join(tmpdir(), 'sphinx-'));
  mkdirSync(root, { recursive: true });
  const { front, shards } = layout(basePort);
  const pids = [];
  const configs = [];
  for (const mirror of shards.flat()) {
    configs.push([
      mirror.name,
      searchdConfig(
        root,
        mirror.name,
        [`127.0.0.1:${mirror.sql}:mysql41`, `127.0.0.1:${mirror.api}`],
        shardIndexes(join(root, mirror.name)),
      ),
    ]);
  }
  configs.push([
    front.name,
    searchdConfig(root, front.name, [`127.0.0.1:${front.sql}:mysql41`], frontIndexes(shards), [
      // A query whose agent fails (a mirror just lost) is sent again, to the shard's other mirror.
      'agent_retry_count = 2',
      'agent_retry_delay = 0',
    ]),
  ]);
  const started = () =>
    configs
      .map(([name]) => join(root, name, 'searchd.pid'))
      .filter(existsSync)
      .map((file) => Number(readFileSync(file, 'utf8').trim()));
  try {
    for (const port of [front.sql, ...shards.flat().flatMap((m) => [m.sql, m.api])]) {
      if (await portOpen(port)) throw new Error(`port ${port} is taken: choose another --base-port`);
    }
    for (const [, config] of configs) startSearchd(config);
    for (const port of [front.sql, ...shards.flat().flatMap((m) => [m.sql, m.api])]) {
      for (let tries = 0; !(await portOpen(port)); tries++) {
        if (tries > 100) throw new Error(`searchd did not listen on ${port}`);
        await sleep(50);
      }
    }
  } catch (error) {
    await stopPids(started());
    throw error;
  }
  pids.push(...started());
  const info = {
    dir: root,
    url: `sphinx://127.0.0.1:${front.sql}?shards=${shards.map((mirrors) => mirrors.map((m) => `127.0.0.1:${m.sql}`).join('|')).join(',')}`,
    front: `127.0.0.1:${front.sql}`,
    shards: shards.map((mirrors) => mirrors.map((m) => `127.0.0.1:${m.sql}`)),
    pids,
  };
  writeFileSync(join(root, 'layout.json'), JSON.stringify(info));
  return info;
}

/** Stops every searchd started in `dir` (by the pid each wrote), waiting for it to exit. */
export async function stop(dir) {
  const file = join(dir, 'layout.json');
  if (!existsSync(file)) return;
  await stopPids(JSON.parse(readFileSync(file, 'utf8')).pids);
}

async function stopPids(pids) {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  for (const pid of pids) {
    for (let tries = 0; tries < 100; tries++) {
      try {
        process.kill(pid, 0);
        await sleep(50);
      } catch {
        break;
      }
    }
  }
}

/**
 * The same layout's config for Manticore, as docker-compose.yml runs it: `shard.conf` for each of the four
 * mirror services (manticore-s0a, -s0b, -s1a, -s1b) and `front.conf` for the front (manticore).
 */
export function writeManticoreConfigs(out) {
  mkdirSync(out, { recursive: true });
  const header = '# Written by `node scripts/search-engine/start-sphinx.mjs manticore-config`; change the generator, not this file.\n';
  const searchd = (extra) => `searchd {
  listen = 9306:mysql
  listen = 9312
  log = /var/log/manticore/searchd.log
  query_log = /var/log/manticore/query.log
  pid_file = /var/run/manticore/searchd.pid
  binlog_path = /var/lib/manticore
  ha_ping_interval = 100
  ha_period_karma = 2
${extra}}
`;
  writeFileSync(join(out, 'shard.conf'), `${header}${shardIndexes('/var/lib/manticore')}\n${searchd('')}`);
  const shards = [0, 1].map((shard) => ['a', 'b'].map((mirror) => ({ host: `manticore-s${shard}${mirror}`, api: 9312 })));
  writeFileSync(join(out, 'front.conf'), `${header}${frontIndexes(shards)}\n${searchd('  mirror_retry_count = 2\n')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  try {
    execFileSync('searchd', ['--help'], { stdio: 'ignore' });
  } catch (error) {
    if (error.code === 'ENOENT') {
      console.error('searchd is not installed: apt-get install -y sphinxsearch');
      process.exit(1);
    }
  }
  if (args[0] === 'manticore-config') {
    writeManticoreConfigs(option('--out') ?? 'deploy/manticore');
  } else if (args[0] === 'stop') {
    await stop(option('--dir'));
  } else {
    const info = await start({ basePort: Number(option('--base-port') ?? 9400), dir: option('--dir') });
    console.log(JSON.stringify(info));
  }
}
