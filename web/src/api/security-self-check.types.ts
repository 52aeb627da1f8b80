// The yearly information-security self-check (온투법 30조②; docs/api.md "Information-security
// self-check"): one version of a year's check as the API answers it (the public page and the
// operators' form read the same shape), typed by the server's endpoint schema (type-only).
import type { SecuritySelfCheckView } from '@server/disclosures/http/security-self-check-answers.schema';

export type { ChecklistItemView as ChecklistItem, SecuritySelfCheckView as SecuritySelfCheck } from '@server/disclosures/http/security-self-check-answers.schema';
export type SelfCheckStatus = NonNullable<SecuritySelfCheckView['items'][number]['status']>;

export const SELF_CHECK_STATUS_LABELS: Record<SelfCheckStatus, string> = { compliant: '적합', non_compliant: '부적합', not_applicable: '해당없음' };
