// Endpoint schemas: one module per endpoint beside its controller, written with these builders.
export { bodyOf, endpoint, queryOf, ValidBody, ValidQuery, type Access, type Answer, type BodyOf, type QueryOf, type Endpoint, type Method, type Param } from './endpoint';
export { calendarDate, checkedBy, choice, flag, instant, integer, orNull, pageQueryParams, queryInstant, queryInteger, queryText, requestBody, requestQuery, text, Type, uuid, won, type Static } from './fields';
export { readBody, type Refine } from './read-input';
export { at, bool, constant, cursorPage, enumOf, int, mapOf, nullable, page, ref, str } from './answers';
export { idempotencyKey, pathParam, queryParam, uuidPath } from './params';
export { UuidParam, uuidOf } from './uuid-param';
export { isCalendarDate, isUuid } from './formats';
export { idempotencyKeyOf } from './idempotency-key';
