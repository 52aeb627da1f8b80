// GET /api/openapi.json: the document, public (it says nothing a visitor of the site could not
// learn from the web app's own calls).
import { Controller, Get, Header } from '@nestjs/common';
import { Public } from '../shared/http/auth.decorators';
import { OPENAPI_DOCUMENT } from './openapi.document';
import type { OpenApiDocument } from './openapi.types';

@Controller()
export class OpenApiController {
  @Public()
  @Get('openapi.json')
  @Header('Cache-Control', 'no-cache')
  document(): OpenApiDocument {
    return OPENAPI_DOCUMENT;
  }
}
