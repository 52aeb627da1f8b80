import { useState } from 'react';
import { Page } from '@/components/page';
import { PagedTable } from '@/components/paged-table';
import { Tabs, type TabOption } from '@/components/tabs';
import { useCorporateInquiries } from '@/features/admin/api/get-inquiries';
import { useLoanApplications } from '@/features/admin/api/get-loan-applications';
import { INQUIRY_COLUMNS, LOAN_APPLICATION_COLUMNS } from '@/features/admin/components/inquiries/inquiry-columns';

type Kind = 'corporate' | 'loan';
const KINDS: TabOption<Kind>[] = [
  { value: 'corporate', label: '법인 투자 문의' },
  { value: 'loan', label: '아파트 담보대출 신청' },
];

function CorporateInquiries() {
  const [page, setPage] = useState(1);
  const list = useCorporateInquiries(page);
  return (
    <PagedTable query={list} caption="법인 투자 문의" columns={INQUIRY_COLUMNS} rowKey={(row) => row.id} emptyTitle="접수된 법인 투자 문의가 없습니다." onPage={setPage} />
  );
}

function LoanApplications() {
  const [page, setPage] = useState(1);
  const list = useLoanApplications(page);
  return (
    <PagedTable query={list} caption="아파트 담보대출 상담 신청" columns={LOAN_APPLICATION_COLUMNS} rowKey={(row) => row.id} emptyTitle="접수된 대출 상담 신청이 없습니다." onPage={setPage} />
  );
}

/** /admin/inquiries: what the public forms collected (corporate inquiries, apartment loan applications). */
export function AdminInquiriesPage() {
  const [tab, setTab] = useState<Kind>('corporate');
  return (
    <Page title="상담 신청" heading="상담 신청" lead="법인 투자 문의와 아파트 담보대출 상담 신청을 최근 순으로 보여 줍니다." wide>
      <Tabs label="신청 종류" options={KINDS} value={tab} onChange={setTab} />
      <section className="card" role="tabpanel">
        {tab === 'corporate' ? <CorporateInquiries /> : <LoanApplications />}
      </section>
    </Page>
  );
}
