// Helmet's security headers, computed once at start-up. @fastify/helmet builds helmet's
// middleware anew on every request (to allow per-route options and CSP nonces, which this app
// does not use); on launch day that rebuild was a measurable share of each investment request.
import type { FastifyInstance } from 'fastify';
import helmet, { HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The headers helmet would set for these options: its middleware run once against a recorder. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Helmet's headers for this app, plus `Cache-Control: no-store`: answers to logged-in calls must
 * never sit in a shared or browser cache (docs/api.md "Conventions"). Static files and the web app's
 * index.html set their own Cache-Control over it.
 */
export function appHeaders(production: boolean): Record<string, string> {
  return {
    ...helmetHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          connectSrc: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // HSTS only in production, which runs behind TLS.
      hsts: production,
    }),
    'cache-control': 'no-store',
  };
}

export function registerSecurityHeaders(fastify: FastifyInstance, headers: Record<string, string>): void {
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
