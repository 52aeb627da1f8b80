// Operators publish a new version of a policy (약관 개정). Earlier versions stay readable by
// ?version=, and a version dated in the future shows as upcoming until its day (the notice
// period Korean consumer law asks for before terms change).
import { Body, Controller, Param, Post } from '@nestjs/common';
import { DomainError, invalidInput } from '../../shared/errors/domain-error';
import { Roles } from '../../shared/http/auth.decorators';
import { BodyReader } from '../../shared/http/validation';
import { sanitizeArticleHtml } from '../articles/html-sanitizer';
import { PolicyStore } from '../policies/policy.store';

const TERMS_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

@Roles('operator')
@Controller('admin/policies')
export class AdminPoliciesController {
  constructor(private readonly policies: PolicyStore) {}

  /** `{title, body, effective_on: "YYYY-MM-DD"}` → 201 `{terms, version, title, effective_on}` */
  @Post(':terms')
  async publish(@Param('terms') terms: string, @Body() body: unknown) {
    if (!TERMS_PATTERN.test(terms)) throw new DomainError('not_found');
    const reader = new BodyReader(body, ['title', 'body', 'effective_on']);
    const title = reader.string('title', { max: 100 });
    const raw = reader.string('body', { max: 100_000, trim: false });
    const effectiveOn = reader.date('effective_on');
    const bodyHtml = sanitizeArticleHtml(raw);
    if (raw.trim() !== '' && bodyHtml === '') reader.fail('body', 'empty_after_sanitize');
    reader.done();
    const outcome = await this.policies.publish({ terms, title, bodyHtml, effectiveOn });
    if ('refused' in outcome) throw invalidInput({ effective_on: outcome.refused });
    return { terms, version: outcome.version, title, effective_on: effectiveOn };
  }
}
