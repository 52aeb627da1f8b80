// Operators publish a new version of a policy (약관 개정). Earlier versions stay readable by
// ?version=, and a version dated in the future shows as upcoming until its day (the notice
// period Korean consumer law asks for before terms change).
import { Body, Controller, Param, Post } from '@nestjs/common';
import { DomainError, invalidInput } from '../../shared/errors/domain-error';
import { Roles } from '../../shared/http/auth.decorators';
import { bodyOf } from '../../shared/http/schema';
import { sanitizeArticleHtml } from '../articles/html-sanitizer';
import { PolicyStore } from '../policies/policy.store';
import { ADMIN_PUBLISH_POLICY, TERMS_PATTERN } from './policies.schema';

@Roles('operator')
@Controller('admin/policies')
export class AdminPoliciesController {
  constructor(private readonly policies: PolicyStore) {}

  /** `{title, body, effective_on: "YYYY-MM-DD"}` → 201 `{terms, version, title, effective_on}` */
  @Post(':terms')
  async publish(@Param('terms') terms: string, @Body() body: unknown) {
    if (!TERMS_PATTERN.test(terms)) throw new DomainError('not_found');
    const { title, body: raw, effective_on: effectiveOn } = bodyOf(ADMIN_PUBLISH_POLICY, body);
    const bodyHtml = sanitizeArticleHtml(raw);
    const outcome = await this.policies.publish({ terms, title, bodyHtml, effectiveOn });
    if ('refused' in outcome) throw invalidInput({ effective_on: outcome.refused });
    return { terms, version: outcome.version, title, effective_on: effectiveOn };
  }
}
