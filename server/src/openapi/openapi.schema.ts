// GET /api/openapi.json: the document itself.
import { endpoint, Type } from '../shared/http/schema';

export const GET_OPENAPI_DOCUMENT = endpoint({
  method: 'get',
  path: '/openapi.json',
  id: 'getOpenApiDocument',
  summary: 'This OpenAPI 3.1 document',
  access: 'public',
  notInApiMd: true,
  addition: 'the document itself; paths here are relative to the server URL `/api`.',
  ok: { status: 200, description: 'The document.', schema: Type.Unsafe<Record<string, unknown>>({ type: 'object' }) },
});
