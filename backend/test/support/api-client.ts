/** A tiny HTTP client over Node's fetch with its own cookie jar: one client per actor (browser). */

/** Response bodies are checked by the tests' assertions, not by the compiler. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonBody = any;

export interface ApiResponse<T = JsonBody> {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or null when the body is not JSON. */
  body: T;
  text: string;
}

export interface RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, with a JSON content type (for malformed or oversized bodies). */
  rawBody?: string;
  headers?: Record<string, string>;
}

/** Every response any client received, so a test can scan them all for secrets. */
export const responseLog: { method: string; path: string; status: number; text: string }[] = [];

export class ApiClient {
  private readonly jar = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  setCookie(name: string, value: string): void {
    this.jar.set(name, value);
  }

  get<T = JsonBody>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    return this.request('GET', path, options);
  }

  post<T = JsonBody>(path: string, body?: unknown, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    return this.request('POST', path, { ...options, body });
  }

  put<T = JsonBody>(path: string, body?: unknown, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    return this.request('PUT', path, { ...options, body });
  }

  async request<T = JsonBody>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const payload = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const headers: Record<string, string> = { ...options.headers };
    if (payload !== undefined) headers['content-type'] ??= 'application/json';
    const cookies = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookies) headers.cookie = cookies;
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload });
    this.storeCookies(res.headers.getSetCookie());
    const text = await res.text();
    responseLog.push({ method, path, status: res.status, text });
    return { status: res.status, headers: res.headers, body: parseJson(text) as T, text };
  }

  private storeCookies(setCookies: string[]): void {
    for (const header of setCookies) {
      const [pair, ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=.*1970/i.test(a) || /^\s*max-age=0\s*$/i.test(a));
      if (value === '' || expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
