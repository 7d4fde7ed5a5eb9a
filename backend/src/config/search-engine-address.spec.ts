import { parseSearchEngineUrl, shardOf } from './search-engine-address';

describe('parseSearchEngineUrl', () => {
  it('reads the front and each shard with its mirrors', () => {
    expect(parseSearchEngineUrl('manticore://search:9306?shards=a:9312|b:9313,c|d:9315')).toEqual({
      front: { host: 'search', port: 9306 },
      shards: [
        [
          { host: 'a', port: 9312 },
          { host: 'b', port: 9313 },
        ],
        [
          { host: 'c', port: 9306 },
          { host: 'd', port: 9315 },
        ],
      ],
    });
  });

  it('takes the front as the one shard when no shards are listed', () => {
    expect(parseSearchEngineUrl('sphinx://127.0.0.1:9400').shards).toEqual([[{ host: '127.0.0.1', port: 9400 }]]);
  });

  it('refuses other schemes and bad addresses with a message', () => {
    expect(() => parseSearchEngineUrl('http://search:9306')).toThrow('must start with manticore:// or sphinx://');
    expect(() => parseSearchEngineUrl('manticore://search?shards=a:99999')).toThrow('"a:99999" is not a host or host:port');
    expect(() => parseSearchEngineUrl('nonsense')).toThrow('must be a URL');
  });
});

describe('shardOf', () => {
  it('splits documents by id', () => {
    expect([1, 2, 3, 4].map((id) => shardOf(id, 2))).toEqual([1, 0, 1, 0]);
  });
});
