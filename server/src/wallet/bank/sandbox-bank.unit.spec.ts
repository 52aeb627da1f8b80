// Proves the sandbox bank's holder-name check gives docs/design.md's four outcomes, and its virtual
// account numbers have the issuer's prefix and length.
import { sandboxAccountNumber, sandboxHolderCheck } from './sandbox-bank';
import { VIRTUAL_ACCOUNT_BANKS } from './korean-banks';

describe('sandbox bank', () => {
  it.each([
    ['12345678901234', '홍길동', '홍길동', 'verified'],
    ['12345678901234', '홍 길동', '홍길동', 'BNK_NM_NEED_REVIEW'],
    ['12345678901234', 'hong gildong', 'Hong Gildong', 'BNK_NM_NEED_REVIEW'],
    ['0001234567', '홍길동', '홍길동', 'BNK_NM_COULD_NOT_BE_VERIFIED'],
    ['12345678901234', '임꺽정', '홍길동', 'CHECK_BNK_NM_DENIED'],
  ])('account %s held by %s for member %s → %s', (account, holder, member, expected) => {
    expect(sandboxHolderCheck(account, holder, member)).toBe(expected);
  });

  it('issues numbers in each issuer format', () => {
    for (const issuer of VIRTUAL_ACCOUNT_BANKS) {
      const number = sandboxAccountNumber(issuer);
      expect(number).toHaveLength(issuer.digits);
      expect(number.startsWith(issuer.prefix)).toBe(true);
      expect(number).toMatch(/^\d+$/);
    }
  });
});
