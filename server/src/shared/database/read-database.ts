// Where reads go. Without DATABASE_READ_URL, to the primary, as everything else. With it, the
// reads that ask for it (the investors' and visitors' main screens) go to the streaming replica
// when it is up and has replayed the request's session's last write (ReadConsistency); else, or
// when the replica fails a read, to the primary. Writes and the reads of a command never come here.
import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ReadConsistency } from './read-consistency';
import { ReplicaLink, ReplicaStatus } from './replica-link';
import { preparedRows } from './sql';

/** Errors after which the primary answers instead: the replica's connection, or a hot-standby conflict. */
function replicaFailure(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return true; // a socket error (ECONNREFUSED, reset, timeout)
  return code.startsWith('08') || code.startsWith('57P') || code === '40001' || code.startsWith('E');
}

@Injectable()
export class ReadDatabase implements OnModuleInit, OnModuleDestroy {
  readonly replica: ReplicaLink | null;

  constructor(
    private readonly primary: DataSource,
    private readonly consistency: ReadConsistency,
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.replica = config.databaseReadUrl ? new ReplicaLink(config.databaseReadUrl, config.dbPoolSize, primary) : null;
  }

  onModuleInit(): void {
    const fastify = this.adapterHost?.httpAdapter?.getInstance?.() as FastifyInstance | undefined;
    if (!this.replica || !fastify) return; // no replica, or a worker process (it serves no reads)
    this.consistency.register(fastify);
    this.replica.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.replica?.stop();
  }

  /** The replica's state for GET /api/health and the operators (null: no replica configured). */
  replicaStatus(): ReplicaStatus | null {
    return this.replica?.status ?? null;
  }

  /** A read's rows (a prepared statement: keep the text fixed), from the replica when it may answer. */
  async rows<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
    const minLsn = this.consistency.minLsn();
    if (!this.replica || minLsn === undefined || !(await this.replica.readyFor(minLsn))) return preparedRows<T>(this.primary, text, params);
    try {
      return await preparedRows<T>(this.replica.dataSource, text, params);
    } catch (error) {
      if (!replicaFailure(error)) throw error;
      this.replica.markUnavailable(error);
      return preparedRows<T>(this.primary, text, params);
    }
  }
}
