// The yearly information-security self-check (온투법 30조②; docs/api.md "Information-security
// self-check"): one version of a year's check as the API answers it (the public page and the
// operators' form read the same shape).

export type SelfCheckStatus = 'compliant' | 'non_compliant' | 'not_applicable';

export const SELF_CHECK_STATUS_LABELS: Record<SelfCheckStatus, string> = { compliant: '적합', non_compliant: '부적합', not_applicable: '해당없음' };

export type ChecklistItem = { key: string; label: string; question: string };

export type SecuritySelfCheck = {
  year: number;
  version: number;
  state: 'draft' | 'published';
  checked_on: string | null;
  items: (ChecklistItem & { status: SelfCheckStatus | null; note: string })[];
  correction_reason: string | null;
  updated_at: string;
  published_at: string | null;
};
