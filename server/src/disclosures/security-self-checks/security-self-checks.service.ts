// The yearly information-security self-check (온투법 30조②): operators fill in the year's draft
// and publish it; the public reads every published version (docs/api.md "Information-security
// self-check"). Dates are business dates (docs/design.md "Business time").
import { Injectable } from '@nestjs/common';
import { BusinessClock } from '../../shared/business-clock';
import { DomainError, invalidInput } from '../../shared/errors/domain-error';
import { uuidFrom } from '../../shared/ids';
import { FIRST_SELF_CHECK_YEAR } from './checklist';
import { readSelfCheckDraft, refusePublishing } from './self-check-input';
import { presentChecklist, presentSelfCheck } from './self-check.presenter';
import { SelfCheckStore } from './self-check.store';

@Injectable()
export class SecuritySelfChecks {
  constructor(private readonly store: SelfCheckStore, private readonly clock: BusinessClock) {}

  /** A year in the path: four digits, from 2020 to the business year. */
  year(raw: string): number {
    const year = /^\d{4}$/.test(raw) ? Number(raw) : NaN;
    if (!(year >= FIRST_SELF_CHECK_YEAR)) throw invalidInput({ year: 'invalid_value' });
    if (year > Number(this.clock.today().slice(0, 4))) throw invalidInput({ year: 'after_business_year' });
    return year;
  }

  /** Each year with a self-check: its latest published version and its draft, if any. */
  async overview() {
    const byYear = new Map<number, { year: number; published_version: number | null; published_at: string | null; draft_version: number | null; draft_updated_at: string | null }>();
    for (const v of await this.store.all()) {
      const entry = byYear.get(v.year) ?? { year: v.year, published_version: null, published_at: null, draft_version: null, draft_updated_at: null };
      if (v.state === 'draft') Object.assign(entry, { draft_version: v.version, draft_updated_at: v.updatedAt.toISOString() });
      else if (entry.published_version === null) Object.assign(entry, { published_version: v.version, published_at: v.publishedAt!.toISOString() });
      byYear.set(v.year, entry);
    }
    return { business_year: Number(this.clock.today().slice(0, 4)), checklist: presentChecklist(), items: [...byYear.values()] };
  }

  async ofYear(year: number) {
    const versions = await this.store.versionsOf(year);
    const draft = versions.find((v) => v.state === 'draft');
    const published = versions.find((v) => v.state === 'published');
    return {
      year, checklist: presentChecklist(),
      draft: draft ? presentSelfCheck(draft) : null,
      published: published ? presentSelfCheck(published) : null,
      versions: versions.map(presentSelfCheck),
    };
  }

  async saveDraft(year: number, body: unknown, actorId: string) {
    const draft = readSelfCheckDraft(body, year, this.clock.today());
    return presentSelfCheck(await this.store.saveDraft(year, draft, actorId, this.clock.now()));
  }

  /** Publishes the draft under the operator's Idempotency-Key; a repeat answers the same version. */
  async publish(year: number, idempotencyKey: string, actorId: string) {
    const publishKey = uuidFrom(`${actorId}:security_self_check:${idempotencyKey}`);
    const outcome = await this.store.publish(year, publishKey, actorId, this.clock.now(), refusePublishing);
    if (!outcome) throw new DomainError('not_found', { message: '게시할 자체점검 작성본이 없습니다. 먼저 점검 결과를 저장해 주십시오.' });
    if (outcome.repeated && outcome.published.year !== year) throw new DomainError('duplicate_ticket');
    return presentSelfCheck(outcome.published);
  }

  /** Published versions only, newest year first; each year's latest version and the ones it corrected. */
  async published() {
    const byYear = new Map<number, ReturnType<typeof presentSelfCheck>[]>();
    for (const v of await this.store.all(true)) byYear.set(v.year, [...(byYear.get(v.year) ?? []), presentSelfCheck(v)]);
    return { items: [...byYear].map(([year, versions]) => ({ year, current: versions[0], earlier: versions.slice(1) })) };
  }
}
