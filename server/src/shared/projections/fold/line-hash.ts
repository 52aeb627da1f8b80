// A 53-bit hash of a row's text, the same whether the text arrives as UTF-8 bytes (a line of the
// live table, copied out by PostgreSQL) or as JavaScript strings (a fold row's cells, rendered by
// table-shape.ts): verify compares millions of rows by key and hash instead of holding both sides'
// text. Two 32-bit FNV-1a lanes with different primes; a false match of two different rows has a
// chance of about 2^-53 (table-diff.ts rechecks every row whose hash differs, in PostgreSQL's own
// types, so a difference in text alone is never reported).
const OFFSET_1 = 0x811c9dc5;
const OFFSET_2 = 0x01000193;
const PRIME_1 = 0x01000193;
const PRIME_2 = 0x5bd1e995;
const TAB = 0x09;

/** Hashes one row's cells in order, tab between them, as their UTF-8 bytes. */
export class RowHasher {
  private h1 = OFFSET_1;
  private h2 = OFFSET_2;
  private cells = 0;

  reset(): this {
    this.h1 = OFFSET_1;
    this.h2 = OFFSET_2;
    this.cells = 0;
    return this;
  }

  cell(text: string): void {
    // The lanes live in locals for the loop (a method call per byte cost a third of verify's hashing).
    let h1 = this.h1;
    let h2 = this.h2;
    if (this.cells > 0) {
      h1 = Math.imul(h1 ^ TAB, PRIME_1);
      h2 = Math.imul(h2 ^ TAB, PRIME_2);
    }
    this.cells += 1;
    for (let i = 0; i < text.length; i += 1) {
      let c = text.charCodeAt(i);
      if (c < 0x80) {
        h1 = Math.imul(h1 ^ c, PRIME_1);
        h2 = Math.imul(h2 ^ c, PRIME_2);
        continue;
      }
      // UTF-8: up to four bytes, the lead byte first.
      let count: number;
      if (c < 0x800) count = 1;
      else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
        c = 0x10000 + ((c - 0xd800) << 10) + (text.charCodeAt(i + 1) - 0xdc00);
        i += 1;
        count = 3;
      } else count = 2;
      const lead = count === 1 ? 0xc0 | (c >> 6) : count === 2 ? 0xe0 | (c >> 12) : 0xf0 | (c >> 18);
      h1 = Math.imul(h1 ^ lead, PRIME_1);
      h2 = Math.imul(h2 ^ lead, PRIME_2);
      for (let shift = 6 * (count - 1); shift >= 0; shift -= 6) {
        const b = 0x80 | ((c >> shift) & 0x3f);
        h1 = Math.imul(h1 ^ b, PRIME_1);
        h2 = Math.imul(h2 ^ b, PRIME_2);
      }
    }
    this.h1 = h1;
    this.h2 = h2;
  }

  /** The bytes `[start, end)` of `bytes`, as they are (tabs included). */
  bytes(bytes: Uint8Array, start: number, end: number): void {
    let h1 = this.h1;
    let h2 = this.h2;
    for (let i = start; i < end; i += 1) {
      h1 = Math.imul(h1 ^ bytes[i], PRIME_1);
      h2 = Math.imul(h2 ^ bytes[i], PRIME_2);
    }
    this.h1 = h1;
    this.h2 = h2;
    this.cells += 1;
  }

  /** An exact integer: 32 bits of one lane and 21 of the other. */
  digest(): number {
    return (this.h1 >>> 0) * 0x200000 + ((this.h2 >>> 0) & 0x1fffff);
  }
}
