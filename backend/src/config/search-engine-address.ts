/** One searchd (Manticore or Sphinx) SphinxQL listener. */
export interface EngineHost {
  host: string;
  port: number;
}

/**
 * Where the search engine answers: `front` holds the distributed indexes that searches read; each shard
 * is the list of its mirrors, which the feed writes every document of the shard to.
 */
export interface SearchEngineAddress {
  front: EngineHost;
  shards: EngineHost[][];
}

const SCHEMES = ['manticore:', 'sphinx:'];
const DEFAULT_PORT = 9306;

function hostOf(text: string): EngineHost {
  const match = /^([A-Za-z0-9.-]+)(?::(\d{1,5}))?$/.exec(text.trim());
  const port = Number(match?.[2] ?? DEFAULT_PORT);
  if (!match || port < 1 || port > 65535) throw new Error(`"${text}" is not a host or host:port`);
  return { host: match[1]!, port };
}

/**
 * Reads SEARCH_ENGINE_URL: `manticore://front:9306?shards=a1:9306|a2:9306,b1:9306|b2:9306`: the front's
 * address, then the shards (comma-separated) and each shard's mirrors (`|`-separated), as
 * docs/configuration.md describes. Without `shards`, the front is the one shard, with no mirror.
 * Throws a message naming what is wrong.
 */
export function parseSearchEngineUrl(text: string): SearchEngineAddress {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error('must be a URL such as manticore://127.0.0.1:9306?shards=127.0.0.1:9312|127.0.0.1:9313');
  }
  if (!SCHEMES.includes(url.protocol)) throw new Error('must start with manticore:// or sphinx://');
  const front = hostOf(url.host);
  const listed = url.searchParams.get('shards');
  if (listed === null) return { front, shards: [[front]] };
  const shards = listed.split(',').map((shard) => shard.split('|').map(hostOf));
  if (shards.length === 0 || shards.some((mirrors) => mirrors.length === 0)) throw new Error('shards lists at least one address per shard');
  return { front, shards };
}

/** The shard that holds a document: documents are split by id. */
export function shardOf(id: number, shards: number): number {
  return id % shards;
}
