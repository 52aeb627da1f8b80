// The bank signs the RAW body, so the webhook route keeps the exact bytes it received: a Fastify
// preParsing hook, scoped to that one path, reads the body (bounded like every body) and hands
// the same bytes on to the JSON parser.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { Readable } from 'node:stream';

export const BANK_NOTIFICATIONS_PATH = '/api/bank/notifications';
const MAX_BODY_BYTES = 100 * 1024;

export interface RawBodyRequest {
  rawBody?: Buffer;
}

@Injectable()
export class BankWebhookRawBody implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance?.();
    if (!fastify?.addHook) return; // a worker process has no HTTP server
    fastify.addHook('preParsing', async (request: { url: string } & RawBodyRequest, _reply: unknown, payload: Readable) => {
      if (request.url.split('?')[0] !== BANK_NOTIFICATIONS_PATH) return payload;
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of payload) {
        size += (chunk as Buffer).length;
        if (size > MAX_BODY_BYTES) throw Object.assign(new Error('body too large'), { statusCode: 413 });
        chunks.push(chunk as Buffer);
      }
      request.rawBody = Buffer.concat(chunks);
      return Readable.from([request.rawBody]);
    });
  }
}
