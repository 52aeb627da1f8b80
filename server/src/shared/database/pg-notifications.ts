// One LISTEN connection per process for every channel it follows. One connection, not one per
// channel, because PostgreSQL delivers a connection's notifications in commit order: a
// transaction's product-state notification reaches its listener before the outcome that answers
// the request, so an answer never runs ahead of what the process knows (read your writes).
import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { assert } from '../errors/domain-error';

export interface ChannelSubscriber {
  onPayload(payload: string): void;
  /** The connection was lost: notifications may have been missed until the next connect. */
  onLost?(): void;
}

@Injectable()
export class PgNotifications implements OnModuleDestroy {
  private readonly logger = new Logger('pg-notifications');
  private readonly subscribers = new Map<string, ChannelSubscriber[]>();
  private client: Client | null = null;
  /** Notifications this process sent and waits to see arrive (publishAndWitness). */
  private witnesses: { channel: string; payload: string; seen: () => void }[] = [];
  private connecting: Promise<boolean> | null = null;
  private closed = false;

  constructor(private readonly dataSource: DataSource) {}

  /** Follows a channel from the next (re)connection on; call before `listen()`. */
  subscribe(channel: string, subscriber: ChannelSubscriber): void {
    assert(/^[a-z_][a-z0-9_]*$/.test(channel), `bad channel name ${channel}`);
    this.subscribers.set(channel, [...(this.subscribers.get(channel) ?? []), subscriber]);
    // Already listening on other channels: add this one to the live connection.
    if (this.client) {
      void this.listen().then((ok) => (ok && this.client ? this.client.query(`LISTEN ${channel}`) : undefined)).catch(() => undefined);
    }
  }

  get listening(): boolean {
    return this.client !== null && this.connecting === null;
  }

  /** Connects and LISTENs if not yet (or no longer) connected; false when that failed. */
  listen(): Promise<boolean> {
    if (this.closed) return Promise.resolve(false);
    if (this.connecting) return this.connecting;
    if (this.client) return Promise.resolve(true);
    const client = new Client({ connectionString: (this.dataSource.options as { url?: string }).url });
    this.client = client;
    client.on('notification', (msg) => {
      const payload = msg.payload ?? '';
      for (const subscriber of this.subscribers.get(msg.channel) ?? []) subscriber.onPayload(payload);
      const seen = this.witnesses.filter((w) => w.channel === msg.channel && w.payload === payload);
      if (seen.length === 0) return;
      this.witnesses = this.witnesses.filter((w) => !seen.includes(w));
      for (const w of seen) w.seen();
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    this.connecting = (async () => {
      try {
        await client.connect();
        for (const channel of this.subscribers.keys()) await client.query(`LISTEN ${channel}`);
        return true;
      } catch (error) {
        this.lost(client, error);
        return false;
      } finally {
        this.connecting = null;
      }
    })();
    return this.connecting;
  }

  /**
   * Sends `payload` on `channel` and, while this process listens, waits (at most `timeoutMs`) for
   * it to arrive here, so this process's subscribers have acted on it before the caller answers:
   * a replay's own API process drops its copies before the operator's next request. Other
   * processes receive it as they always do, a moment later.
   */
  async publishAndWitness(channel: string, payload: string, timeoutMs: number): Promise<void> {
    if (!this.listening || !this.subscribers.has(channel)) {
      await this.dataSource.query(`SELECT pg_notify($1, $2)`, [channel, payload]);
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    let witness: (typeof this.witnesses)[number] | undefined;
    const arrived = new Promise<void>((resolve) => {
      witness = { channel, payload, seen: resolve };
      this.witnesses.push(witness);
      timer = setTimeout(resolve, timeoutMs);
    });
    try {
      await this.dataSource.query(`SELECT pg_notify($1, $2)`, [channel, payload]);
      await arrived;
    } finally {
      clearTimeout(timer);
      this.witnesses = this.witnesses.filter((w) => w !== witness);
    }
  }

  private lost(client: Client, error: unknown): void {
    if (this.client !== client) return;
    this.client = null;
    if (!this.closed) this.logger.warn({ msg: 'listener connection lost; reconnecting on next use', error: String(error) });
    for (const list of this.subscribers.values()) for (const subscriber of list) subscriber.onLost?.();
    client.end().catch(() => undefined);
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
