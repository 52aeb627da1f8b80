// How many products one basket (and so one investment request) holds; its own module so that the
// request schemas the web reads as types (http/investing-requests.schema.ts) import no service.
export const MAX_BASKET_ITEMS = 20;
