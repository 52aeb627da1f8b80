// Policies (약관 및 정책): the list, one document's current version, and any past version by ?version=.
import { Controller, Get, Param, Query } from '@nestjs/common';
import { BusinessClock } from '../../shared/business-clock';
import { DomainError, invalidInput } from '../../shared/errors/domain-error';
import { Public } from '../../shared/http/auth.decorators';
import { PolicyStore } from '../policies/policy.store';
import { TERMS_PATTERN } from './policies.schema';

@Controller('policies')
export class PoliciesController {
  constructor(
    private readonly policies: PolicyStore,
    private readonly clock: BusinessClock,
  ) {}

  /** → `{items: [{terms, title, effective_on, version, upcoming?}]}` */
  @Public()
  @Get()
  async list() {
    const items = await this.policies.listCurrent(this.clock.now());
    return {
      items: items.map(({ terms, title, version, effectiveOn, upcoming }) => ({
        terms, title, version, effective_on: effectiveOn,
        ...(upcoming ? { upcoming: { version: upcoming.version, effective_on: upcoming.effectiveOn } } : {}),
      })),
    };
  }

  /** → `{terms, title, body_html, effective_on, version, is_current, versions: [{version, effective_on, is_current, upcoming}]}` */
  @Public()
  @Get(':terms')
  async get(@Param('terms') terms: string, @Query('version') versionText?: string) {
    if (!TERMS_PATTERN.test(terms)) throw new DomainError('not_found');
    const versions = await this.policies.versionsOf(terms, this.clock.today());
    if (versions.length === 0) throw new DomainError('not_found');
    let version = versions.find((v) => v.isCurrent)!.version;
    if (versionText !== undefined) {
      version = Number(versionText);
      if (!Number.isSafeInteger(version) || version < 1) throw invalidInput({ version: 'invalid_value' });
    }
    const policy = await this.policies.get(terms, version);
    if (!policy) throw new DomainError('not_found');
    return {
      terms: policy.terms,
      title: policy.title,
      body_html: policy.bodyHtml,
      effective_on: policy.effectiveOn,
      version: policy.version,
      is_current: versions.find((v) => v.version === policy.version)?.isCurrent ?? false,
      versions: versions.map((v) => ({ version: v.version, effective_on: v.effectiveOn, is_current: v.isCurrent, upcoming: v.upcoming })),
    };
  }
}
