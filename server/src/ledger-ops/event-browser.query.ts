// The operators' event browser: the log by stream (or all of it), in position order, paged by
// a cursor (the last global position seen).
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { likeLiteral, rows } from '../shared/database/sql';
import { MAX_EVENTS_PAGE, type LoggedEvent } from './http/ledger.schema';

@Injectable()
export class EventBrowserQuery {
  constructor(private readonly dataSource: DataSource) {}

  /** `stream` is an exact stream id, or a prefix when it ends with `*` (`loan-*`). */
  async page(filter: { stream?: string; type?: string; after: number; limit: number }): Promise<{ items: LoggedEvent[]; next_cursor: string | null }> {
    const limit = Math.min(Math.max(filter.limit, 1), MAX_EVENTS_PAGE);
    const stream = filter.stream?.endsWith('*') ? null : filter.stream ?? null;
    const prefix = filter.stream?.endsWith('*') ? likeLiteral(filter.stream.slice(0, -1)) + '%' : null;
    const found = await rows<LoggedEvent & { global_position: string; recorded_at: Date }>(
      this.dataSource,
      `SELECT global_position, stream_id, stream_version, type, data, metadata, recorded_at FROM events
       WHERE global_position > $1 AND ($2::text IS NULL OR stream_id = $2) AND ($3::text IS NULL OR stream_id LIKE $3)
         AND ($4::text IS NULL OR type = $4)
       ORDER BY global_position LIMIT $5`,
      [filter.after, stream, prefix, filter.type ?? null, limit + 1],
    );
    const items = found.slice(0, limit).map((r) => ({ ...r, global_position: Number(r.global_position), recorded_at: new Date(r.recorded_at).toISOString() }));
    return { items, next_cursor: found.length > limit ? String(items[items.length - 1].global_position) : null };
  }
}
