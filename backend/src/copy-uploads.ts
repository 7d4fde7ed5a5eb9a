import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config/app-config';
import { copyFiles } from './uploads/storage/copy-files';
import { LocalFileStorage } from './uploads/storage/local-file-storage';
import { S3FileStorage, s3ClientFor } from './uploads/storage/s3-file-storage';

const USAGE = `Usage: npm run uploads:copy -- [--from <folder>]

Copies the uploaded photos, résumés and credential documents of a local uploads folder (default: DATA_DIR/uploads) into the
bucket the S3_ settings name (S3_BUCKET is required). Files the bucket already holds with the same
size are skipped, so the copy can run again after an interruption or before switching over.`;

const KINDS = ['avatars/', 'resumes/', 'credentials/'] as const;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { from: { type: 'string' }, help: { type: 'boolean' } } });
  const config = loadConfig();
  if (values.help || !config.objectStorage) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  const folder = resolve(values.from ?? `${config.dataDir}/uploads`);
  const source = new LocalFileStorage(folder);
  const target = new S3FileStorage(s3ClientFor(config.objectStorage), config.objectStorage.bucket);
  try {
    const { copied, skipped } = await copyFiles(source, target, KINDS, (key) => console.log(`copied ${key}`));
    console.log(`${copied} copied, ${skipped} already in bucket ${config.objectStorage.bucket}, from ${folder}`);
  } finally {
    await target.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
