// Endpoint schemas: one module per endpoint beside its controller, written with these builders.
export { bodyOf, endpoint, queryOf, ValidBody, ValidQuery, type Access, type Answer, type BodyOf, type QueryOf, type Endpoint, type Method, type Param } from './endpoint';
export { calendarDate, checkedBy, choice, DEFAULT_MAX_TEXT, flag, instant, integer, orNull, pageQueryParams, queryInstant, queryInteger, queryText, requestBody, requestQuery, text, Type, uuid, won, type Static, type TSchema } from './fields';
export { readBody, type Refine } from './read-input';
export { at, bool, bp, constant, cursorPage, enumOf, int, mapOf, nullable, page, ref, str } from './answers';
export { idempotencyKey, PAGE_PARAMS, pathParam, queryParam, uuidPath } from './params';
export { UuidParam, uuidOf } from './uuid-param';
export { isCalendarDate, isUuid, parseInstant } from './formats';
export { idempotencyKeyOf } from './idempotency-key';
