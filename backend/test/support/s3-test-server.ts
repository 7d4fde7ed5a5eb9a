/** An S3-compatible server (s3rver) in this process, on a free port, storing into a temporary folder. */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// s3rver ships no type declarations.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: Server;
};

export const TEST_S3_ACCESS_KEY_ID = 'S3RVER';
export const TEST_S3_SECRET_ACCESS_KEY = 'S3RVER';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The S3_ settings that point the app at this server. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startS3TestServer(bucket = 'nurse-uploads'): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'nurse-s3-test-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: TEST_S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: TEST_S3_SECRET_ACCESS_KEY,
    },
    async stop() {
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
