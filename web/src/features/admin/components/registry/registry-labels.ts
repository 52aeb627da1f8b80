import type { RegistryReportKind } from '../../api/registry/registry.types';

/** A report's kind as operators read it (docs/glossary.md). */
export const REPORT_KIND_LABELS: Record<RegistryReportKind, string> = {
  placement: '투자 신청',
  cancellation: '투자 취소',
  execution: '대출 실행',
  repayment: '원금 상환',
  recovery: '회수',
  sale: '채권 매도',
  write_off: '상각',
  transfer: '채권 양수',
};

/** "3분 12초 전" style age of the oldest report still waiting. */
export function ageLabel(seconds: number): string {
  if (seconds < 60) return `${seconds}초`;
  if (seconds < 3_600) return `${Math.floor(seconds / 60)}분 ${seconds % 60}초`;
  return `${Math.floor(seconds / 3_600)}시간 ${Math.floor((seconds % 3_600) / 60)}분`;
}
