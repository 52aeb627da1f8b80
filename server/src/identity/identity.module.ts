// Accounts, sessions and the global guard (secure by default: every route needs a session
// unless @Public()). UserDirectory is what other contexts may use. The rate-limit module is
// global and brought in here so every context can put @RateLimit on its routes.
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { RateLimitModule } from '../shared/rate-limit';
import { AdminIdentityVerificationsController } from './http/admin-identity-verifications.controller';
import { AdminInvestorTypeRequestsController } from './http/admin-investor-type-requests.controller';
import { AdminMailOutboxController } from './http/admin-mail-outbox.controller';
import { AdminUsersController } from './http/admin-users.controller';
import { AuthController } from './http/auth.controller';
import { AuthGuard } from './http/auth.guard';
import { IdentityVerificationController } from './http/identity-verification.controller';
import { InvestorTypeRequestsController } from './http/investor-type-requests.controller';
import { MeController } from './http/me.controller';
import { PasswordResetController } from './http/password-reset.controller';
import { SessionStarter } from './http/session-starter';
import { InvestorTypeRequests } from './investor-types/investor-type-requests';
import { LoginLockout } from './login/login-lockout';
import { IdentitySweeper } from './maintenance/identity-sweeper';
import { LoginService } from './login/login.service';
import { MailOutbox } from './mail/mail-outbox';
import { PasswordResetService } from './password-reset/password-reset.service';
import { PasswordHasher } from './passwords/password-hasher';
import { CorporateMembers } from './corporate/corporate-members';
import { SessionStore } from './sessions/session-store';
import { SessionWrites } from './sessions/session-writes';
import { StepUp } from './step-up/step-up';
import { EnsureOperator } from './startup/ensure-operator.task';
import { SeedDemoUsers } from './startup/seed-demo-users.task';
import { UserAccounts } from './users/user-accounts';
import { UserDirectory } from './users/user-directory';
import { UserView } from './users/user-view';
import { IdentityProvider } from './verification/identity-provider.port';
import { IdentityVerifications } from './verification/identity-verifications';
import { SandboxIdentityProvider } from './verification/sandbox-identity-provider';
import { ResidentNumbers } from './resident-numbers/resident-numbers';

@Module({
  imports: [RateLimitModule],
  controllers: [
    AuthController,
    PasswordResetController,
    MeController,
    InvestorTypeRequestsController,
    AdminUsersController,
    AdminInvestorTypeRequestsController,
    AdminMailOutboxController,
    IdentityVerificationController,
    AdminIdentityVerificationsController,
  ],
  providers: [
    SessionStore,
    SessionWrites,
    { provide: APP_GUARD, useClass: AuthGuard },
    PasswordHasher,
    UserAccounts,
    CorporateMembers,
    UserView,
    UserDirectory,
    LoginLockout,
    LoginService,
    StepUp,
    SessionStarter,
    MailOutbox,
    PasswordResetService,
    InvestorTypeRequests,
    EnsureOperator,
    SeedDemoUsers,
    IdentitySweeper,
    // The only identity provider adapter in this repository (as the sandbox bank is the only bank).
    { provide: IdentityProvider, useClass: SandboxIdentityProvider },
    IdentityVerifications,
    ResidentNumbers,
  ],
  exports: [SessionStore, UserDirectory, StepUp, MailOutbox, IdentityVerifications, ResidentNumbers],
})
export class IdentityModule {}
