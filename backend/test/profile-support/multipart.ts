/** Multipart uploads through Node's fetch, carrying an API client's cookies. */
import type { ApiClient, ApiResponse, JsonBody } from '../support/api-client';
import type { TestApp } from '../support/test-app';

export interface FilePart {
  field: string;
  bytes: Uint8Array;
  filename: string;
  type?: string;
}

function cookieHeader(client: ApiClient | null): Record<string, string> {
  if (!client) return {};
  const pairs = (['sid', 'admin_sid'] as const)
    .map((name) => [name, client.cookie(name)] as const)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${value}`);
  return pairs.length > 0 ? { cookie: pairs.join('; ') } : {};
}

/** POSTs the parts as multipart/form-data; `client` null sends no cookies. */
export async function postFiles(
  app: TestApp,
  client: ApiClient | null,
  path: string,
  parts: FilePart[],
  fields: Record<string, string> = {},
): Promise<ApiResponse<JsonBody>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const part of parts) {
    form.append(part.field, new Blob([part.bytes], { type: part.type ?? 'application/octet-stream' }), part.filename);
  }
  const res = await fetch(`${app.baseUrl}${path}`, { method: 'POST', body: form, headers: cookieHeader(client) });
  const text = await res.text();
  let body: JsonBody = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: res.status, headers: res.headers, body, text };
}

export function postFile(app: TestApp, client: ApiClient | null, path: string, part: FilePart) {
  return postFiles(app, client, path, [part]);
}

/** GETs raw bytes (downloads, media) with the client's cookies. */
export async function getBytes(app: TestApp, client: ApiClient | null, path: string) {
  const res = await fetch(`${app.baseUrl}${path}`, { headers: cookieHeader(client) });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, text: bytes.toString('utf8') };
}
