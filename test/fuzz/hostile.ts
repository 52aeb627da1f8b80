// Hostile values and raw bodies, as fast-check arbitraries: what an attacker types into fields,
// paths and queries, and bodies that are not the JSON object the API reads.
import fc from 'fast-check';

/** Strings that have broken servers: unstorable text, injections, impossible dates, edge numbers. */
export const HOSTILE_STRINGS: readonly string[] = [
  '\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\ud83d', '\ude00\ud83d',
  "' OR '1'='1", "'); DROP TABLE users;--", '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd', '%00', '%E0%A4%A', '%ZZ', '${jndi:ldap://x/a}', '{{7*7}}', '__proto__', 'constructor',
  '2026-02-30', '2026-13-01', '0000-01-01', '9999-12-31T23:59:60Z', '+275760-09-13T00:00:00Z', '-271821-04-20T00:00:00Z',
  '2026-02-30T00:00:00+09:00', '1e400', '-0', 'NaN', 'Infinity', '0x10', ' ', '\r\n', '\t', '\u202e', '\ufeff', '\u200b',
  'e\u0301', '😀'.repeat(50), '가'.repeat(300), 'A'.repeat(5000), '-'.repeat(3), 'null', 'true', '[]', '{}',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  // Printable text around a hostile core, so that validators see more than the bare payload.
  fc.tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 12 })).map(([a, b, c]) => `${a}${b}${c}`),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** Any JSON value, hostile strings included, nested a few levels. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null), fc.boolean(), fc.integer(), fc.double(), fc.constant(Number.MAX_SAFE_INTEGER + 2), hostileString,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), hostileString), tie('value'), { maxKeys: 4 }),
  ),
})).value;

export interface RawBody {
  contentType: string | undefined;
  body: string | Uint8Array;
  /** What kind of hostility this is, for the report. */
  kind: string;
}

const deepArray = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** Bodies that are not a JSON object, or JSON the database could not store, or not JSON at all. */
export const hostileRawBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc.record({ contentType: fc.constant('application/x-www-form-urlencoded'), body: fc.constant('email=a%40b.c&password=x&amount=1'), kind: fc.constant('form') }),
  fc.record({ contentType: fc.constant('multipart/form-data; boundary=zz'), body: fc.constant('--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--zz--'), kind: fc.constant('multipart') }),
  fc.record({ contentType: fc.constantFrom('text/plain', 'text/html', 'application/xml', 'application/json; charset=latin1', 'application/jsonp', '*/*', ''), body: fc.constant('{"a":1}'), kind: fc.constant('media_type') }),
  fc.record({ contentType: fc.constant(undefined), body: fc.constant('{"a":1}'), kind: fc.constant('no_media_type') }),
  fc.record({
    contentType: fc.constant('application/json'),
    body: fc.constantFrom('null', '[]', '"text"', '12', 'true', '{', '{"a":}', '{"a":1,"a":2}', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', '{"a":"\\u0000"}', '{"a":"\\ud800"}', '{"\\u0000":1}', '{"a":1e400}', '{"a":-0}', '', ' ', '\ufeff{}', deepArray(5000), `{"a":${deepArray(40)}}`),
    kind: fc.constant('json_edge'),
  }),
  fc.record({ contentType: fc.constant('application/json'), body: fc.constant(new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x80, 0x22, 0x7d])), kind: fc.constant('invalid_utf8') }),
  fc.record({ contentType: fc.constant('application/json'), body: fc.constant(`{"a":"${'x'.repeat(110 * 1024)}"}`), kind: fc.constant('too_large') }),
  fc.record({ contentType: fc.constant('application/json'), body: hostileJson.map((v) => JSON.stringify(v) ?? 'null'), kind: fc.constant('json_value') }),
);
