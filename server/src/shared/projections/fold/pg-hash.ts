// PostgreSQL's hashtextextended(text, seed) in JavaScript: Bob Jenkins' lookup3 as PostgreSQL's
// hash_bytes_extended runs it (src/common/hashfn.c; its own twist: the length goes into the
// initial state, and bytes 9–11 of the tail land above c's lowest byte). With the same function
// on both sides, a table's digest can be summed by PostgreSQL over the live rows and by Node over
// a fold's rows, and compared as two numbers (table-digest.ts). Proven equal to the server's on
// random strings of every tail length, ASCII and Korean: pg-hash.int.spec.ts.

const GOLDEN = 0x9e3779b9;

/** A 64-bit hash as PostgreSQL reports it, split: `hi` is b, `lo` is c, both unsigned 32-bit. */
export interface Hash64 {
  hi: number;
  lo: number;
}

const NO_SEED: Hash64 = { hi: 0, lo: 0 };

const rot = (x: number, k: number) => ((x << k) | (x >>> (32 - k))) >>> 0;

/**
 * hash_bytes_extended(bytes[0..length), seed), reading 32-bit little-endian words through
 * `words` (a view of the same buffer: the buffer must start on a 4-byte boundary). The seed is
 * given as its two 32-bit halves.
 */
export function hashBytesExtended(bytes: Uint8Array, words: Uint32Array, length: number, out: Hash64, seed: Hash64 = NO_SEED): Hash64 {
  let a = (GOLDEN + length + 3923095) >>> 0;
  let b = a;
  let c = a;
  let len = length;
  let w = 0;
  // A seed is mixed in once before the first block, by the same mix (PostgreSQL: `if (seed != 0)`).
  let seeding = seed.hi !== 0 || seed.lo !== 0;
  if (seeding) {
    a = (a + seed.hi) >>> 0;
    b = (b + seed.lo) >>> 0;
  }
  while (seeding || len >= 12) {
    if (seeding) seeding = false;
    else {
      a = (a + words[w]) >>> 0;
      b = (b + words[w + 1]) >>> 0;
      c = (c + words[w + 2]) >>> 0;
      w += 3;
      len -= 12;
    }
    // mix(a, b, c)
    a = (a - c) >>> 0; a = (a ^ rot(c, 4)) >>> 0; c = (c + b) >>> 0;
    b = (b - a) >>> 0; b = (b ^ rot(a, 6)) >>> 0; a = (a + c) >>> 0;
    c = (c - b) >>> 0; c = (c ^ rot(b, 8)) >>> 0; b = (b + a) >>> 0;
    a = (a - c) >>> 0; a = (a ^ rot(c, 16)) >>> 0; c = (c + b) >>> 0;
    b = (b - a) >>> 0; b = (b ^ rot(a, 19)) >>> 0; a = (a + c) >>> 0;
    c = (c - b) >>> 0; c = (c ^ rot(b, 4)) >>> 0; b = (b + a) >>> 0;
  }
  const k = w * 4;
  // The last 0–11 bytes, as the switch with fall-through adds them.
  if (len >= 9) c = (c + (bytes[k + 8] << 8) + (len >= 10 ? bytes[k + 9] << 16 : 0) + (len >= 11 ? (bytes[k + 10] << 24) >>> 0 : 0)) >>> 0;
  if (len >= 8) b = (b + words[w + 1]) >>> 0;
  else if (len >= 5) b = (b + bytes[k + 4] + (len >= 6 ? bytes[k + 5] << 8 : 0) + (len >= 7 ? bytes[k + 6] << 16 : 0)) >>> 0;
  if (len >= 4) a = (a + words[w]) >>> 0;
  else if (len >= 1) a = (a + bytes[k] + (len >= 2 ? bytes[k + 1] << 8 : 0) + (len >= 3 ? bytes[k + 2] << 16 : 0)) >>> 0;
  // final(a, b, c)
  c = (c ^ b) >>> 0; c = (c - rot(b, 14)) >>> 0;
  a = (a ^ c) >>> 0; a = (a - rot(c, 11)) >>> 0;
  b = (b ^ a) >>> 0; b = (b - rot(a, 25)) >>> 0;
  c = (c ^ b) >>> 0; c = (c - rot(b, 16)) >>> 0;
  a = (a ^ c) >>> 0; a = (a - rot(c, 4)) >>> 0;
  b = (b ^ a) >>> 0; b = (b - rot(a, 14)) >>> 0;
  c = (c ^ b) >>> 0; c = (c - rot(b, 24)) >>> 0;
  out.hi = b;
  out.lo = c;
  return out;
}

/** Hashes strings as their UTF-8 bytes, in one growing aligned buffer. */
export class TextHasher {
  private buffer = Buffer.alloc(1024);
  private words = new Uint32Array(this.buffer.buffer, this.buffer.byteOffset, this.buffer.length >> 2);
  private readonly out: Hash64 = { hi: 0, lo: 0 };

  constructor(private readonly seed: Hash64 = NO_SEED) {}

  /** hashtextextended(text, seed); the result object is reused by the next call. */
  hash(text: string): Hash64 {
    // UTF-8 takes at most three bytes per UTF-16 unit.
    if (text.length * 3 + 12 > this.buffer.length) this.grow(text.length * 3 + 12);
    const length = this.buffer.write(text, 0, "utf8");
    return hashBytesExtended(this.buffer, this.words, length, this.out, this.seed);
  }

  private grow(size: number): void {
    // Buffer.alloc above the pool size owns its ArrayBuffer from offset 0: word-aligned.
    this.buffer = Buffer.alloc(Math.max(size, this.buffer.length * 2, 8192));
    this.words = new Uint32Array(this.buffer.buffer, this.buffer.byteOffset, this.buffer.length >> 2);
  }
}
