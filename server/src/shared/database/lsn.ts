// PostgreSQL WAL positions (pg_lsn, written `16/B374D848`) as bigints, so positions compare and
// subtract in JS: a replica has replayed a commit when its replay position is at or past it.
export type Lsn = bigint;

export function parseLsn(text: string | null | undefined): Lsn | null {
  if (!text) return null;
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text);
  if (!match) throw new Error(`not a WAL position: ${text}`);
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

export function formatLsn(lsn: Lsn): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}
