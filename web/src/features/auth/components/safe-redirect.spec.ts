// Proves that the post-login redirect follows same-site paths only.
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/user/profile', '/user/profile'],
    ['/products?status=funding#top', '/products?status=funding#top'],
    ['/user/dashboard/inquiry', '/user/dashboard/inquiry'],
  ])('follows %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['javascript:alert(1)'],
    ['user/profile'],
    ['/user/login?redirect=/x'],
    ['/user/sign_up'],
    // Dot segments that resolve to a protocol-relative URL.
    ['/..//evil.example'],
    ['/.//evil.example'],
    ['/%2e%2e//evil.example'],
    ['/a/../..//evil.example/path'],
    ['/./%2E//evil.example'],
  ])('refuses %p', (target) => {
    expect(safeRedirect(target)).toBe('/user/dashboard');
  });
});
