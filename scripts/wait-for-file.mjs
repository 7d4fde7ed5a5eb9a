#!/usr/bin/env node
// Waits until a file exists (the dev loop starts the API once its first build is written).
import { existsSync } from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage: wait-for-file.mjs <path>');
  process.exit(2);
}
const deadline = Date.now() + 120_000;
while (!existsSync(file)) {
  if (Date.now() > deadline) {
    console.error(`${file} did not appear within 2 minutes`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
