import { readFileSync } from 'node:fs';

/**
 * Variables that may instead be read from the file `<name>_FILE` names, such as a Docker secret in
 * /run/secrets, so that the value is in no environment listing, compose file or repository.
 */
export const FILE_BACKED_SECRETS = [
  'SESSION_SECRET',
  'SESSION_SECRET_PREVIOUS',
  'ADMIN_PASSWORD',
  'S3_SECRET_ACCESS_KEY',
  'LLM_API_KEY',
  'METRICS_TOKEN',
  'VAPID_PRIVATE_KEY',
] as const;

/**
 * The environment with every `<name>_FILE` of FILE_BACKED_SECRETS read into `<name>` (its final line
 * break dropped), and what stopped that: a file that cannot be read, or a variable set both ways.
 */
export function withSecretFiles(env: NodeJS.ProcessEnv): { env: NodeJS.ProcessEnv; problems: string[] } {
  const resolved = { ...env };
  const problems: string[] = [];
  for (const name of FILE_BACKED_SECRETS) {
    const file = env[`${name}_FILE`]?.trim();
    if (!file) continue;
    if (env[name] !== undefined && env[name] !== '') {
      problems.push(`${name}_FILE: set ${name} or ${name}_FILE, not both`);
      continue;
    }
    try {
      resolved[name] = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      problems.push(`${name}_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    }
  }
  return { env: resolved, problems };
}
