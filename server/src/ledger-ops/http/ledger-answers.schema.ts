// The ledger tools' answer shapes: the verify report (its ProjectionReport a document component),
// a replay's result, an event of the log and an investor's ledger at a past moment, read by the web
// as types. This module imports only the builders (no Nest), so the web's type check can follow it.
import { at, bool, int, nullable, ref, str } from '../../shared/http/schema/answers';
import { Type, uuid, won, type Static } from '../../shared/http/schema/fields';

const anyJson = (description?: string) => Type.Unknown(description ? { description } : {});

export const PROJECTION_REPORT = Type.Object({
  name: str(),
  position: int('Event position the projection has reached.'),
  lag: int('Events behind the log: 0, every projection is applied with the events it reads.'),
  ok: bool(),
  differences: Type.Array(Type.Object({ table: str(), only_in_live: Type.Array(anyJson()), only_in_log: Type.Array(anyJson()) })),
}, { description: 'One projection compared with a rebuild from the event log.' });
export const LEDGER_REPORT = Type.Object({ ok: bool(), projections: Type.Array(ref<Static<typeof PROJECTION_REPORT>>('ProjectionReport')) });
export type LedgerReport = Static<typeof LEDGER_REPORT>;

/** POST /admin/ledger/replay: the projection rebuilt. */
export const REPLAYED_PROJECTION = Type.Object({
  projection: str('The projection rebuilt.'),
  events: int('Events of the log applied to rebuild it.'),
  name: str('Same as `projection` (kept for earlier clients).'),
  events_position: int('The global position the rebuild reached.'),
});
export type ReplayedProjection = Static<typeof REPLAYED_PROJECTION>;

/** One event of the log as the browser shows it. */
export const LOGGED_EVENT = Type.Object({ global_position: int(), stream_id: str(), stream_version: int(), type: str(), data: anyJson(), metadata: anyJson(), recorded_at: at() });
export type LoggedEvent = Static<typeof LOGGED_EVENT>;

export const INVESTOR_HISTORY = Type.Object({
  user: Type.Object({ id: uuid(), email: str(), name: str() }),
  as_of: at(),
  balance: won(),
  held: won(),
  lines: Type.Array(Type.Object({
    position: int(), version: int(), at: at(), type: str(), amount: won(), held_change: won(), balance_after: won(), held_after: won(),
    product_id: nullable(uuid()), data: anyJson(),
  })),
});
export type InvestorHistory = Static<typeof INVESTOR_HISTORY>;
