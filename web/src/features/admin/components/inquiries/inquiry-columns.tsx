import type { Column } from '@/components/data-table';
import { Money } from '@/components/money';
import { formatDateTime, formatRateBp } from '@/lib/format';
import type { CorporateInquiry } from '../../api/get-inquiries';
import type { LoanApplication } from '../../api/get-loan-applications';
import { HandlingCell } from '../handling-cell';

const SOURCES: Record<string, string> = { landing_apt: '아파트 투자 안내', loan_apt: '아파트 담보대출' };

function Contact({ lines, email }: { lines: string[]; email: string | null }) {
  return (
    <>
      {lines.map((line) => (
        <span key={line}>
          {line}
          <br />
        </span>
      ))}
      {email ? <a href={`mailto:${email}`}>{email}</a> : null}
    </>
  );
}

export const INQUIRY_COLUMNS: Column<CorporateInquiry>[] = [
  { key: 'at', header: '접수', cell: (row) => formatDateTime(row.created_at) },
  { key: 'company', header: '회사명', primary: true, cell: (row) => row.company_name },
  { key: 'contact', header: '담당자', cell: (row) => row.contact_name },
  { key: 'reach', header: '연락처', cell: (row) => <Contact lines={[row.phone]} email={row.email} /> },
  { key: 'amount', header: '투자 예정 금액', numeric: true, cell: (row) => <Money won={row.amount} /> },
  { key: 'message', header: '문의 내용', cell: (row) => <span className="prewrap">{row.message || '-'}</span> },
  {
    key: 'handling',
    header: '처리',
    actions: true,
    cell: (row) => <HandlingCell key={`${row.id}:${row.status}:${row.memo}`} kind="inquiries" id={row.id} status={row.status} memo={row.memo} handledAt={row.handled_at} label={row.company_name} />,
  },
];

export const LOAN_APPLICATION_COLUMNS: Column<LoanApplication>[] = [
  { key: 'at', header: '접수', cell: (row) => formatDateTime(row.created_at) },
  { key: 'address', header: '주소', primary: true, cell: (row) => row.address },
  { key: 'value', header: '추정 시세', numeric: true, cell: (row) => <Money won={row.estimated_value} /> },
  { key: 'amount', header: '신청 금액', numeric: true, cell: (row) => <Money won={row.requested_amount} /> },
  { key: 'ltv', header: 'LTV', numeric: true, cell: (row) => formatRateBp(row.ltv_bp) },
  { key: 'applicant', header: '신청인', cell: (row) => <Contact lines={[row.name, row.phone]} email={row.email} /> },
  { key: 'source', header: '경로', cell: (row) => SOURCES[row.source] ?? row.source },
  { key: 'message', header: '남긴 말', cell: (row) => <span className="prewrap">{row.message || '-'}</span> },
  {
    key: 'handling',
    header: '처리',
    actions: true,
    cell: (row) => <HandlingCell key={`${row.id}:${row.status}:${row.memo}`} kind="loan_applications" id={row.id} status={row.status} memo={row.memo} handledAt={row.handled_at} label={row.name} />,
  },
];
