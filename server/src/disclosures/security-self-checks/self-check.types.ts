// One version of a year's self-check, as stored (docs/api.md "Information-security self-check").
import type { SelfCheckStatus } from './checklist';

export interface SelfCheckAnswer {
  /** null: not answered yet (a draft may be partly filled in; publishing needs every item). */
  status: SelfCheckStatus | null;
  note: string;
}

export interface SelfCheckDraft {
  /** The day the check was carried out (YYYY-MM-DD). */
  checkedOn: string | null;
  answers: Record<string, SelfCheckAnswer>;
  /** Why a published year is corrected; asked of every version after the first. */
  correctionReason: string | null;
}

export interface SelfCheckVersion extends SelfCheckDraft {
  year: number;
  version: number;
  state: 'draft' | 'published';
  updatedAt: Date;
  publishedAt: Date | null;
}
