// A small HTTP client for integration tests: keeps cookies like a browser and sends the CSRF
// header from the csrf_token cookie on state-changing requests, as the web app does.
export interface HttpResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export class HttpClient {
  readonly cookies = new Map<string, string>();
  csrf = true;

  constructor(readonly baseUrl: string) {}

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<HttpResponse<T>> {
    const h: Record<string, string> = { ...headers };
    if (body !== undefined) h['content-type'] = h['content-type'] ?? 'application/json';
    if (this.cookies.size > 0) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.csrf && !['GET', 'HEAD'].includes(method) && this.cookies.has('csrf_token') && !('x-csrf-token' in h)) {
      h['x-csrf-token'] = this.cookies.get('csrf_token')!;
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: h,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body ?? {}, headers);
  }
  put<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', path, body ?? {}, headers);
  }
  patch<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PATCH', path, body ?? {}, headers);
  }
  delete<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', path, undefined, headers);
  }

  /** A GET whose answer is a file (a PDF, a CSV): the raw bytes, with the session's cookies sent. */
  async bytes(path: string): Promise<{ status: number; body: Buffer; headers: Headers }> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${this.baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
    return { status: response.status, body: Buffer.from(await response.arrayBuffer()), headers: response.headers };
  }
}
