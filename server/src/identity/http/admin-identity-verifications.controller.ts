// Operators read the identity verification records (every attempt, verified or failed, kept for
// customer due diligence) by search text or by account. Read-only: records are never edited.
import { Controller, Get } from '@nestjs/common';
import { Roles } from '../../shared/http/auth.decorators';
import { QueryOf, ValidQuery } from '../../shared/http/schema';
import { IdentityVerifications } from '../verification/identity-verifications';
import type { IdentityVerificationRecord } from './identity-answers.schema';
import { ADMIN_LIST_IDENTITY_VERIFICATIONS } from './identity-verification.schema';

@Controller('admin/identity_verifications')
@Roles('operator')
export class AdminIdentityVerificationsController {
  constructor(private readonly verifications: IdentityVerifications) {}

  @Get()
  async list(@ValidQuery(ADMIN_LIST_IDENTITY_VERIFICATIONS) query: QueryOf<typeof ADMIN_LIST_IDENTITY_VERIFICATIONS>): Promise<{ items: IdentityVerificationRecord[] }> {
    const { q, user_id: userId, limit = 50 } = query;
    return { items: await this.verifications.list({ q: q || undefined, userId, limit }) };
  }
}
