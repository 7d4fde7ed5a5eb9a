import { canonicalJson, requestHash } from './request-hash';

describe('canonicalJson', () => {
  it('writes the keys of every object in order, at any depth, and leaves arrays in theirs', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: true, y: null }], c: 'x' } })).toBe('{"a":{"c":"x","d":[3,{"y":null,"z":true}]},"b":1}');
  });

  it('leaves out undefined fields, as JSON does, and writes a missing body as null', () => {
    expect(canonicalJson({ a: undefined, b: 2 })).toBe('{"b":2}');
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson([undefined])).toBe('[null]');
  });
});

describe('requestHash', () => {
  const body = { toUserId: 7, content: 'Hello' };

  it('is the sha256 of the method, path and canonical body, in hex', () => {
    expect(requestHash('POST', '/api/messages', body)).toMatch(/^[0-9a-f]{64}$/);
    expect(requestHash('post', '/api/messages', { content: 'Hello', toUserId: 7 })).toBe(requestHash('POST', '/api/messages', body));
  });

  it('differs when the method, the path or anything in the body differs', () => {
    const first = requestHash('POST', '/api/messages', body);
    expect(requestHash('PUT', '/api/messages', body)).not.toBe(first);
    expect(requestHash('POST', '/api/reports', body)).not.toBe(first);
    expect(requestHash('POST', '/api/messages', { ...body, content: 'Hello!' })).not.toBe(first);
    expect(requestHash('POST', '/api/messages', { ...body, toUserId: '7' })).not.toBe(first);
  });
});
