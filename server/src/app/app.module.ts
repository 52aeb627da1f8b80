// The application: the platform plus every bounded context (identity brings the global AuthGuard).
import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { HttpErrorFilter } from '../shared/errors/http-error.filter';
import { PlatformModule, PlatformOptions } from '../shared/platform.module';
import { HealthController } from '../health/health.controller';
import { CommandsController } from '../health/commands.controller';
import { CONTEXT_MODULES } from './context-modules';

@Module({})
export class AppModule {
  static forRoot(platform: PlatformOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.forRoot(platform), ...CONTEXT_MODULES, ...(platform.extraModules ?? [])],
      controllers: [HealthController, CommandsController],
      providers: [
        { provide: APP_FILTER, useClass: HttpErrorFilter },
      ],
    };
  }
}
