import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument } from '../src/bootstrap/openapi';
import { useTestApp } from './support/test-app';

const COMMITTED = join(__dirname, '../../libs/api-client/openapi.json');

const app = useTestApp();

it('the committed OpenAPI document matches the API', () => {
  const committed: unknown = JSON.parse(readFileSync(COMMITTED, 'utf8'));
  const current: unknown = JSON.parse(JSON.stringify(buildOpenApiDocument(app.nest)));
  if (JSON.stringify(committed) !== JSON.stringify(current)) {
    throw new Error(
      'libs/api-client/openapi.json is out of date with the API. Run `npm run openapi` and commit the result.\n' +
        diffPaths(committed, current).slice(0, 20).join('\n'),
    );
  }
});

it('serves the same document at /api/docs-json', async () => {
  const res = await app.client().get('/api/docs-json');
  expect(res.status).toBe(200);
  expect(res.body).toEqual(JSON.parse(readFileSync(COMMITTED, 'utf8')));
});

/** The JSON paths at which two documents differ, to point at the change. */
function diffPaths(a: unknown, b: unknown, path = '$'): string[] {
  if (JSON.stringify(a) === JSON.stringify(b)) return [];
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return [`${path}: ${JSON.stringify(a)} → ${JSON.stringify(b)}`];
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].flatMap((key) => diffPaths((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}.${key}`));
}
