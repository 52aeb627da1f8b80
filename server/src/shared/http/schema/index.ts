// Endpoint schemas: one module per endpoint beside its controller, written with these builders.
export { bodyOf, endpoint, ValidBody, type Answer, type BodyOf, type Endpoint, type Param } from './endpoint';
export { calendarDate, checkedBy, choice, DEFAULT_MAX_TEXT, flag, instant, integer, requestBody, text, Type, uuid, won, type Static, type TSchema } from './fields';
export { readBody, type Refine } from './read-input';
export { at, bool, bp, constant, cursorPage, enumOf, int, mapOf, nullable, page, ref, str } from './answers';
export { idempotencyKey, PAGE_PARAMS, pathParam, queryParam, uuidPath } from './params';
export { isUuid } from './formats';
