// Serves the server's OpenAPI document (see openapi.document.ts).
import { Module } from '@nestjs/common';
import { OpenApiController } from './openapi.controller';

@Module({ controllers: [OpenApiController] })
export class OpenApiModule {}
