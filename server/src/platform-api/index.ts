// What the OpenAPI document reads of the platform's own routes.
export { PLATFORM_ENDPOINTS, PLATFORM_SCHEMAS } from './platform.schema';
