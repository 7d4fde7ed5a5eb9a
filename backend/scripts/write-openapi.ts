/**
 * Writes the API's OpenAPI document to libs/api-client/openapi.json, from which the typed client
 * is generated. Boots the app on a throwaway SQLite database; nothing listens.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../src/bootstrap/create-app';
import { buildOpenApiDocument } from '../src/bootstrap/openapi';
import { loadConfig } from '../src/config/app-config';

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nurse-openapi-'));
  try {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SERVE_FRONTENDS: 'false', ADMIN_PASSWORD: 'openapi-only-password' });
    const app = await createApp(config);
    await app.init();
    const document = buildOpenApiDocument(app);
    await app.close();
    const target = path.resolve(__dirname, '../../libs/api-client/openapi.json');
    writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
    console.log(`Wrote ${target}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
