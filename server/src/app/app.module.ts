// The application: the platform plus every bounded context.
import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { HttpErrorFilter } from '../shared/errors/http-error.filter';
import { PlatformModule, PlatformOptions } from '../shared/platform.module';
import { AuthGuard } from '../identity/http/auth.guard';
import { SessionStore } from '../identity/sessions/session-store';
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
        SessionStore,
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_FILTER, useClass: HttpErrorFilter },
      ],
      exports: [SessionStore],
    };
  }
}
