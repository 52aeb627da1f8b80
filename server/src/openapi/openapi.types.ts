// The part of OpenAPI 3.1 this server's document uses, typed so that a misspelt key or a
// response without a description fails the type-check instead of producing a silent bad document.
// Schemas are JSON Schema 2020-12 (OpenAPI 3.1's dialect): `null` is a type, `$ref` may have siblings.

export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';

export interface Schema {
  $ref?: string;
  type?: JsonType | JsonType[];
  title?: string;
  description?: string;
  format?: 'uuid' | 'date' | 'date-time' | 'email' | 'uri' | 'int64';
  enum?: readonly (string | number | boolean | null)[];
  const?: string | number | boolean | null;
  properties?: Record<string, Schema>;
  required?: readonly string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  examples?: unknown[];
  deprecated?: boolean;
}

export interface Example {
  summary?: string;
  value: unknown;
}

export interface MediaType {
  schema: Schema;
  examples?: Record<string, Example>;
}

export interface Header {
  description: string;
  required?: boolean;
  schema: Schema;
}

export interface Response {
  description: string;
  headers?: Record<string, Header>;
  content?: Record<string, MediaType>;
  /** Every fail_code this response may carry (also in the schema's enum), for tools and tests. */
  'x-fail-codes'?: readonly string[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  description?: string;
  required?: boolean;
  schema: Schema;
  style?: 'form' | 'simple';
  explode?: boolean;
}

export interface RequestBody {
  description?: string;
  required: boolean;
  content: Record<string, MediaType>;
}

export type SecurityRequirement = Record<string, string[]>;

export interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses: Record<string, Response>;
  security: SecurityRequirement[];
  /** Roles the session must have (the guard answers 403 forbidden to others). */
  'x-roles'?: readonly string[];
  /** True when the contract the server started from does not list this operation at all (docs/api.md). */
  'x-addition'?: boolean;
}

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

export type PathItem = Partial<Record<HttpMethod, Operation>> & { parameters?: Parameter[] };

export type Paths = Record<string, PathItem>;

export interface SecurityScheme {
  type: 'apiKey';
  in: 'cookie' | 'header';
  name: string;
  description: string;
}

export interface Tag {
  name: string;
  description: string;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  jsonSchemaDialect: string;
  info: { title: string; version: string; summary?: string; description: string };
  servers: { url: string; description: string }[];
  tags: Tag[];
  paths: Paths;
  components: {
    schemas: Record<string, Schema>;
    securitySchemes: Record<string, SecurityScheme>;
  };
}
