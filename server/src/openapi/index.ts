// What other parts of the server may use from the OpenAPI context.
export { OpenApiModule } from './openapi.module';
export { OPENAPI_DOCUMENT } from './openapi.document';
