// What the yearly information-security self-check (온투법 30조②) examines: the areas the
// supervisory guidance on electronic financial security asks a platform to look at once a year.
// The list is the form's rows; a year's answers are stored by these keys, so a key is never
// renamed (a new area is a new key, and an older year simply has no answer for it).
export const SELF_CHECK_STATUSES = ['compliant', 'non_compliant', 'not_applicable'] as const;
export type SelfCheckStatus = (typeof SELF_CHECK_STATUSES)[number];

export interface ChecklistItem {
  key: string;
  label: string;
  /** What the operator looks at, in Korean (shown under the item on the form and the public page). */
  question: string;
}

export const SELF_CHECK_ITEMS: readonly ChecklistItem[] = [
  { key: 'access_control', label: '접근 통제', question: '운영자 계정과 권한을 업무에 필요한 범위로 제한하고, 퇴직·전보자의 권한을 회수했는지 점검합니다.' },
  { key: 'pii_encryption', label: '개인정보 암호화', question: '비밀번호, 실명, 계좌번호 등 개인정보를 저장할 때와 전송할 때 암호화하는지 점검합니다.' },
  { key: 'log_retention', label: '접속·처리 기록 보관', question: '운영자 접속 기록과 거래 기록을 법령이 정한 기간 동안 위·변조 없이 보관하는지 점검합니다.' },
  { key: 'vulnerability_scanning', label: '취약점 점검', question: '서비스와 서버의 취약점을 정기적으로 점검하고, 발견한 취약점을 조치했는지 점검합니다.' },
  { key: 'backup_recovery', label: '백업·복구 훈련', question: '원장과 회원 정보를 백업하고, 백업에서 실제로 복구하는 훈련을 했는지 점검합니다.' },
  { key: 'incident_response', label: '침해사고 대응', question: '침해사고 대응 절차와 연락 체계를 갖추고, 모의 훈련을 했는지 점검합니다.' },
  { key: 'outsourcing_oversight', label: '외부 위탁 관리', question: '전산 업무를 맡긴 업체(클라우드, 본인인증, 은행 연계)의 보안 관리 상태를 점검했는지 확인합니다.' },
];

export const SELF_CHECK_KEYS: readonly string[] = SELF_CHECK_ITEMS.map((item) => item.key);

/** The first year a self-check can be for: 온투법 came into force on 2020-08-27. */
export const FIRST_SELF_CHECK_YEAR = 2020;
