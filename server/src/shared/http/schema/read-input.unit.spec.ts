// The reader answers the reasons the API has always answered (docs/api.md "Errors"), field by
// field, whatever JSON Schema itself would call the problem.
import { Type } from '@sinclair/typebox';
import { DomainError } from '../../errors/domain-error';
import { calendarDate, checkedBy, choice, flag, instant, integer, queryInteger, requestBody, requestQuery, text, uuid } from './fields';
import { readBody } from './read-input';
import { readQuery } from './read-query';

const BODY = requestBody({
  name: text({ max: 5 }),
  code: text({ pattern: /^\d{3}$/ }),
  secret: Type.Optional(text({ max: 3, trim: false })),
  memo: Type.Optional(text({ blank: true })),
  count: integer({ min: 1, max: 10 }),
  on: Type.Optional(flag()),
  kind: choice(['a', 'b']),
  id: uuid(),
  at: Type.Optional(instant()),
  day: Type.Optional(calendarDate()),
  nested: Type.Optional(requestBody({ n: integer({ min: 0 }) })),
  extra: Type.Optional(checkedBy<unknown>({})),
});

const VALID = { name: ' 홍길동 ', code: '004', count: 3, kind: 'a', id: 'AAAAAAAA-AAAA-4AAA-8AAA-AAAAAAAAAAAA' };

function fieldsOf(body: unknown, schema = BODY): Record<string, string> {
  try {
    readBody(schema, body);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).details.fields ?? {};
  }
  throw new Error('read without complaint');
}

describe('readBody', () => {
  it('decodes a valid body: text trimmed, UUIDs lower-case, instants as Dates, a blank optional text as empty', () => {
    const read = readBody(BODY, { ...VALID, secret: ' x ', at: '2026-11-21T10:00:00+09:00', nested: { n: 0 } });
    expect(read).toEqual({ ...VALID, name: '홍길동', secret: ' x ', memo: '', id: VALID.id.toLowerCase(), at: new Date('2026-11-21T01:00:00Z'), nested: { n: 0 } });
  });

  it('names every bad field with its reason, unknown fields first', () => {
    expect(fieldsOf({ name: '   ', code: '12', secret: '    ', count: 1.5, on: null, kind: 'c', id: 'x', at: 'yesterday', day: '2026-02-30', 'bad key': 1, typo: 1 })).toEqual({
      body: 'unknown_field', typo: 'unknown_field',
      name: 'required', code: 'invalid_format', secret: 'too_long', count: 'must_be_integer', on: 'must_be_boolean', kind: 'invalid_value', id: 'invalid_uuid', at: 'invalid_instant', day: 'invalid_date',
    });
    expect(Object.keys(fieldsOf({ typo: 1 }))[0]).toBe('typo');
  });

  it('answers required for missing fields, null as missing for text and numbers', () => {
    expect(fieldsOf({})).toEqual({ name: 'required', code: 'required', count: 'required', kind: 'required', id: 'required' });
    expect(fieldsOf({ ...VALID, name: null, count: null, secret: null })).toEqual({ name: 'required', count: 'required', secret: 'required' });
  });

  it('answers required for a null optional number only when the field says so', () => {
    const schema = requestBody({ a: Type.Optional(integer()), b: Type.Optional(integer({ nullRequired: true })) });
    expect(readBody(schema, { a: null })).toEqual({});
    expect(fieldsOf({ a: null, b: null }, schema as never)).toEqual({ b: 'required' });
  });

  it('answers bounds and types', () => {
    expect(fieldsOf({ ...VALID, name: 'abcdef', count: 0 })).toEqual({ name: 'too_long', count: 'too_small' });
    expect(fieldsOf({ ...VALID, name: 5, count: 11 })).toEqual({ name: 'must_be_string', count: 'too_large' });
    expect(fieldsOf({ t: 'ab' }, requestBody({ t: text({ min: 3 }) }) as never)).toEqual({ t: 'too_short' });
  });

  it('leaves a blank-allowed text blank whatever its pattern, and checks it when given', () => {
    const schema = requestBody({ email: Type.Optional(text({ pattern: /^\S+@\S+$/, blank: true })) });
    expect(readBody(schema, { email: '' })).toEqual({ email: '' });
    expect(readBody(schema, {})).toEqual({ email: '' });
    expect(fieldsOf({ email: 'nope' }, schema as never)).toEqual({ email: 'invalid_format' });
  });

  it('reads nested objects under their key, and refuses a body that is not an object', () => {
    expect(fieldsOf({ ...VALID, nested: { n: -1, x: 1 } })).toEqual({ 'nested.x': 'unknown_field', 'nested.n': 'too_small' });
    expect(fieldsOf({ ...VALID, nested: 5 })).toEqual({ nested: 'must_be_object' });
    expect(fieldsOf({ ...VALID, nested: [] })).toEqual({ nested: 'must_be_object' });
    expect(fieldsOf([1])).toEqual({ body: 'must_be_object' });
    expect(fieldsOf('text')).toEqual({ body: 'must_be_object' });
  });

  it('adds what refine finds to the same answer', () => {
    const schema = requestBody({ a: integer(), b: integer() });
    expect(() => readBody(schema, { a: 2, b: 1 }, (input, fail) => (input.a > input.b ? fail('a', 'over_amount') : undefined))).toThrow(DomainError);
    expect(readBody(schema, { a: 1, b: 2 }, (input, fail) => (input.a > input.b ? fail('a', 'over_amount') : undefined))).toEqual({ a: 1, b: 2 });
  });
});

describe('readQuery', () => {
  const QUERY = requestQuery({ state: Type.Optional(choice(['pending', 'done'])), limit: Type.Optional(queryInteger({ min: 1, max: 200, fallback: 50 })) }, { closed: true });

  it('reads text parameters: an empty choice is none, a number from its digits, the fallback when absent', () => {
    expect(readQuery(QUERY, { state: '' })).toEqual({ limit: 50 });
    expect(readQuery(QUERY, { state: 'done', limit: '7' })).toEqual({ state: 'done', limit: 7 });
  });

  it('names bad and unknown parameters', () => {
    expect(() => readQuery(QUERY, { state: 'x', limit: '0', page: '1' })).toThrow(expect.objectContaining({ details: expect.objectContaining({ fields: { state: 'invalid_value', limit: 'invalid_value', page: 'unknown_field' } }) }));
    const open = requestQuery({ user_id: uuid() }, { closed: false });
    expect(() => readQuery(open, {})).toThrow(expect.objectContaining({ details: expect.objectContaining({ fields: { user_id: 'required' } }) }));
    expect(() => readQuery(open, { user_id: 'x', _: '1' })).toThrow(expect.objectContaining({ details: expect.objectContaining({ fields: { user_id: 'invalid_uuid' } }) }));
  });
});
