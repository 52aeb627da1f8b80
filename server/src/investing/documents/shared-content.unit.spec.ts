import { splitSharedContent } from './shared-content';

const overlay = (shared: string, own: Record<string, unknown>) => ({ ...JSON.parse(shared), ...own });

describe('splitSharedContent', () => {
  it('given a product\'s prospectuses and contracts, when split, then each shared part is sent once and only the investment\'s own fields per document', () => {
    const disclosure = { version: 'v1', loan: { rate_bp: 1200 }, risks: ['원금 손실'] };
    const contents = [
      { product: { id: 'p' }, disclosure },
      { template: 'c', investment: { id: 'i1', amount: 10_000 }, investor: { name: '김일' }, disclosure_version: 'v1' },
      { product: { id: 'p' }, disclosure },
      { template: 'c', investment: { id: 'i2', amount: 20_000 }, investor: { name: '김이' }, disclosure_version: 'v1' },
    ];
    const kinds = ['prospectus', 'contract', 'prospectus', 'contract'];
    const split = splitSharedContent(contents, (i) => kinds[i]);
    expect(split.shared).toHaveLength(2);
    expect(split.sharedIndex).toEqual([1, 2, 1, 2]);
    expect(split.own[2]).toEqual({});
    expect(split.own[3]).toEqual({ investment: { id: 'i2', amount: 20_000 }, investor: { name: '김이' } });
    contents.forEach((content, i) => expect(overlay(split.shared[split.sharedIndex[i] - 1], split.own[i])).toEqual(content));
  });

  it('given documents with different sets of fields in one group, when split, then each set has its own shared part (no field of another leaks in)', () => {
    const contents = [{ a: 1, b: 2 }, { a: 1 }, { a: 3, b: 2 }];
    const split = splitSharedContent(contents, () => 'same');
    expect(split.sharedIndex).toEqual([1, 2, 1]);
    contents.forEach((content, i) => expect(overlay(split.shared[split.sharedIndex[i] - 1], split.own[i])).toEqual(content));
  });

  it('given a content that is not an object, when split, then it is refused', () => {
    expect(() => splitSharedContent([[1, 2]], () => 'g')).toThrow(/not a JSON object/);
  });
});
