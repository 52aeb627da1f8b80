// Proves what counts as text PostgreSQL cannot store (NUL, lone surrogates, in strings and keys),
// the nesting bound, and that only field-like names are repeated in answers.
import { fieldName, findTextProblem, isStorableText, MAX_JSON_DEPTH } from './storable-text';

describe('storable text', () => {
  it.each([
    ['plain Korean', '홍길동', true],
    ['an emoji (a surrogate pair)', 'ok 😀', true],
    ['a NUL', 'a\u0000b', false],
    ['a lone high surrogate', 'a\ud800', false],
    ['a lone low surrogate', '\udc00b', false],
    ['a pair reversed', '\ude00\ud83d', false],
  ])('%s → %p', (_label, text, ok) => {
    expect(isStorableText(text)).toBe(ok);
  });

  it('finds unstorable text anywhere in a body, naming the top-level key', () => {
    expect(findTextProblem({ a: 'x', items: [{ product_id: 'y\u0000' }] })).toEqual({ key: 'items', problem: 'invalid_text' });
    expect(findTextProblem({ 'bad\u0000key': 1 })).toEqual({ key: 'bad\u0000key', problem: 'invalid_text' });
    expect(findTextProblem('\ud800')).toEqual({ key: '', problem: 'invalid_text' });
    expect(findTextProblem({ a: [1, 'two', { b: null }] })).toBeNull();
  });

  it('refuses nesting past the bound', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < MAX_JSON_DEPTH + 1; i++) deep = [deep];
    expect(findTextProblem({ q: deep })).toEqual({ key: 'q', problem: 'too_deep' });
  });

  it('repeats only field-like names', () => {
    expect(fieldName('page', 'query')).toBe('page');
    expect(fieldName('<script>', 'query')).toBe('query');
    expect(fieldName('a'.repeat(65), 'body')).toBe('body');
  });
});
