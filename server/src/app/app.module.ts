// The application: the platform plus every bounded context (identity brings the global AuthGuard).
import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, DiscoveryModule } from '@nestjs/core';
import { HttpErrorFilter } from '../shared/errors/http-error.filter';
import { PlatformModule, PlatformOptions } from '../shared/platform.module';
import { PlatformApiModule } from '../platform-api/platform-api.module';
import { CONTEXT_MODULES } from './context-modules';

@Module({})
export class AppModule {
  static forRoot(platform: PlatformOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.forRoot(platform), DiscoveryModule, PlatformApiModule, ...CONTEXT_MODULES, ...(platform.extraModules ?? [])],
      providers: [
        { provide: APP_FILTER, useClass: HttpErrorFilter },
      ],
    };
  }
}
