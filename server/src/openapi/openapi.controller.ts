// GET /api/openapi.json: the document, public (it says nothing a visitor of the site could not
// learn from the web app's own calls).
import { Controller, Get, Header } from '@nestjs/common';
import { Public } from '../shared/http/auth.decorators';
import { OPENAPI_DOCUMENT } from './openapi.document';
import type { OpenAPIObject } from 'openapi3-ts/oas31';

@Controller()
export class OpenApiController {
  @Public()
  @Get('openapi.json')
  @Header('Cache-Control', 'no-cache')
  document(): OpenAPIObject {
    return OPENAPI_DOCUMENT;
  }
}
