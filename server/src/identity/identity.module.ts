// Accounts, sessions and the global guard (secure by default: every route needs a session
// unless @Public()). UserDirectory is what other contexts may use.
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthController } from './http/auth.controller';
import { AuthGuard } from './http/auth.guard';
import { MeController } from './http/me.controller';
import { SessionStarter } from './http/session-starter';
import { LoginLockout } from './login/login-lockout';
import { LoginService } from './login/login.service';
import { PasswordHasher } from './passwords/password-hasher';
import { SessionStore } from './sessions/session-store';
import { UserAccounts } from './users/user-accounts';
import { UserDirectory } from './users/user-directory';
import { UserView } from './users/user-view';

@Module({
  controllers: [AuthController, MeController],
  providers: [
    SessionStore,
    { provide: APP_GUARD, useClass: AuthGuard },
    PasswordHasher,
    UserAccounts,
    UserView,
    UserDirectory,
    LoginLockout,
    LoginService,
    SessionStarter,
  ],
  exports: [SessionStore, UserDirectory],
})
export class IdentityModule {}
