// A value as PostgreSQL prints it once stored as jsonb: object keys shortest first, then in byte
// order, `", "` between items and `": "` after keys, strings escaped as JSON.stringify escapes
// them. A fold's jsonb cells are rendered so, to compare as text with the live table's (and they
// stay valid input). A number PostgreSQL prints otherwise (1e+21) only sends the row to the typed
// recheck.
function byJsonbKeyOrder(a: string, b: string): number {
  const lengths = Buffer.byteLength(a) - Buffer.byteLength(b);
  if (lengths !== 0) return lengths;
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

export function jsonbText(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value !== 'object') return 'null';
  const withJson = value as { toJSON?: () => unknown };
  if (typeof withJson.toJSON === 'function') return jsonbText(withJson.toJSON());
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined || typeof item === 'function' ? 'null' : jsonbText(item))).join(', ')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).filter((k) => record[k] !== undefined && typeof record[k] !== 'function').sort(byJsonbKeyOrder);
  return `{${keys.map((k) => `${JSON.stringify(k)}: ${jsonbText(record[k])}`).join(', ')}}`;
}
