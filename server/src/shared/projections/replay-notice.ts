// A replay repairs a projection's rows in place, where nothing a reader keys its copies by moves
// (the versions stay as the log gives them, and a fold writes only its differences). Once its
// tables are rewritten, the rebuilder names the projection on this channel, and whatever an API
// process keeps of those tables (versioned copies, the public read cache) drops it. The HTTP
// caches follow the projections, never the other way round.
export const PROJECTIONS_REPLAYED_CHANNEL = 'projections_replayed';
