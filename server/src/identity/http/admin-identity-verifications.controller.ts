// Operators read the identity verification records (every attempt, verified or failed, kept for
// customer due diligence) by search text or by account. Read-only: records are never edited.
import { Controller, Get, Query } from '@nestjs/common';
import { invalidInput } from '../../shared/errors/domain-error';
import { Roles } from '../../shared/http/auth.decorators';
import { isUuid } from '../../shared/http/validation';
import { IdentityVerifications, MAX_RECORDS_PAGE, VerificationRecord } from '../verification/identity-verifications';

const DEFAULT_LIMIT = 50;

@Controller('admin/identity_verifications')
@Roles('operator')
export class AdminIdentityVerificationsController {
  constructor(private readonly verifications: IdentityVerifications) {}

  @Get()
  async list(@Query() query: Record<string, unknown>): Promise<{ items: VerificationRecord[] }> {
    const fields: Record<string, string> = {};
    const { q, user_id: userId, limit } = query;
    if (q !== undefined && (typeof q !== 'string' || q.length > 100)) fields.q = 'invalid_value';
    if (userId !== undefined && !isUuid(userId)) fields.user_id = 'invalid_uuid';
    const size = limit === undefined ? DEFAULT_LIMIT : Number(limit);
    if (!Number.isSafeInteger(size) || size < 1 || size > MAX_RECORDS_PAGE) fields.limit = 'invalid_value';
    if (Object.keys(fields).length > 0) throw invalidInput(fields);
    const text = typeof q === 'string' && q.trim() ? q.trim() : undefined;
    return { items: await this.verifications.list({ q: text, userId: userId as string | undefined, limit: size }) };
  }
}
