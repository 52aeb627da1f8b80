// The row hash must be the same whether a row arrives as PostgreSQL's UTF-8 bytes or as the
// fold's strings, whatever the characters (one to four bytes each), or verify would send every
// row to the typed recheck — and different rows must hash differently.
import { RowHasher } from './line-hash';

const ofCells = (cells: string[]) => {
  const h = new RowHasher().reset();
  for (const c of cells) h.cell(c);
  return h.digest();
};
const bytesDigest = (cells: string[]) => {
  const h = new RowHasher().reset();
  const bytes = Buffer.from(cells.join('\t'), 'utf8');
  h.bytes(bytes, 0, bytes.length);
  return h.digest();
};

describe('RowHasher', () => {
  it.each([
    [['abc', '123', '\\N']],
    [['상환금 입금', '원금 1,000원']],
    [['café', 'ß', 'Ω']],
    [['😀 emoji', '𝄞']],
    [['', '', 'x']],
  ])('hashes %j as cells and as their UTF-8 bytes alike', (cells) => {
    expect(ofCells(cells)).toBe(bytesDigest(cells));
  });

  it('tells rows apart, tab placement included', () => {
    const digests = [['a', 'bc'], ['ab', 'c'], ['abc'], ['a', 'b', 'c'], ['상환', '금'], ['상', '환금']].map(ofCells);
    expect(new Set(digests).size).toBe(digests.length);
    for (const d of digests) expect(Number.isSafeInteger(d)).toBe(true);
  });
});
