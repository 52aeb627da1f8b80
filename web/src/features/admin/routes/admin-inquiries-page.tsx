import { useState } from 'react';
import { Page } from '@/components/page';
import { Pagination } from '@/components/pagination';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/states';
import { formatDateTime, formatRateBp, formatWon } from '@/lib/format';
import { useCorporateInquiries } from '../api/get-inquiries';
import { useLoanApplications } from '../api/get-loan-applications';
import { HandlingCell } from '../components/handling-cell';

const SOURCES: Record<string, string> = { landing_apt: '아파트 투자 안내', loan_apt: '아파트 담보대출' };

function CorporateInquiries() {
  const [page, setPage] = useState(1);
  const list = useCorporateInquiries(page);
  if (list.isPending) return <LoadingBlock />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0) return <EmptyState title="접수된 법인 투자 문의가 없습니다." />;
  return (
    <>
      <div className="table-wrap" tabIndex={0}>
        <table className="table">
          <caption className="visually-hidden">법인 투자 문의</caption>
          <thead>
            <tr>
              <th scope="col">접수</th>
              <th scope="col">회사명</th>
              <th scope="col">담당자</th>
              <th scope="col">연락처</th>
              <th scope="col">투자 예정 금액</th>
              <th scope="col">문의 내용</th>
              <th scope="col">처리</th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((row) => (
              <tr key={row.id}>
                <td>{formatDateTime(row.created_at)}</td>
                <th scope="row">{row.company_name}</th>
                <td>{row.contact_name}</td>
                <td>
                  {row.phone}
                  <br />
                  <a href={`mailto:${row.email}`}>{row.email}</a>
                </td>
                <td className="num">{formatWon(row.amount)}</td>
                <td className="prewrap">{row.message || '-'}</td>
                <td>
                  <HandlingCell key={`${row.id}:${row.status}:${row.memo}`} kind="inquiries" id={row.id} status={row.status} memo={row.memo} handledAt={row.handled_at} label={row.company_name} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={list.data.page} size={list.data.size} total={list.data.total} onChange={setPage} />
    </>
  );
}

function LoanApplications() {
  const [page, setPage] = useState(1);
  const list = useLoanApplications(page);
  if (list.isPending) return <LoadingBlock />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0) return <EmptyState title="접수된 대출 상담 신청이 없습니다." />;
  return (
    <>
      <div className="table-wrap" tabIndex={0}>
        <table className="table">
          <caption className="visually-hidden">아파트 담보대출 상담 신청</caption>
          <thead>
            <tr>
              <th scope="col">접수</th>
              <th scope="col">주소</th>
              <th scope="col">추정 시세</th>
              <th scope="col">신청 금액</th>
              <th scope="col">LTV</th>
              <th scope="col">신청인</th>
              <th scope="col">경로</th>
              <th scope="col">남긴 말</th>
              <th scope="col">처리</th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((row) => (
              <tr key={row.id}>
                <td>{formatDateTime(row.created_at)}</td>
                <th scope="row">{row.address}</th>
                <td className="num">{formatWon(row.estimated_value)}</td>
                <td className="num">{formatWon(row.requested_amount)}</td>
                <td className="num">{formatRateBp(row.ltv_bp)}</td>
                <td>
                  {row.name}
                  <br />
                  {row.phone}
                  {row.email ? (
                    <>
                      <br />
                      <a href={`mailto:${row.email}`}>{row.email}</a>
                    </>
                  ) : null}
                </td>
                <td>{SOURCES[row.source] ?? row.source}</td>
                <td className="prewrap">{row.message || '-'}</td>
                <td>
                  <HandlingCell key={`${row.id}:${row.status}:${row.memo}`} kind="loan_applications" id={row.id} status={row.status} memo={row.memo} handledAt={row.handled_at} label={row.name} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={list.data.page} size={list.data.size} total={list.data.total} onChange={setPage} />
    </>
  );
}

/** /admin/inquiries: what the public forms collected (corporate inquiries, apartment loan applications). */
export function AdminInquiriesPage() {
  const [tab, setTab] = useState<'corporate' | 'loan'>('corporate');
  return (
    <Page title="상담 신청" heading="상담 신청" lead="법인 투자 문의와 아파트 담보대출 상담 신청을 최근 순으로 보여 줍니다." wide>
      <div className="tabs" role="tablist" aria-label="신청 종류">
        <button type="button" role="tab" aria-selected={tab === 'corporate'} className={tab === 'corporate' ? 'tabs__tab is-active' : 'tabs__tab'} onClick={() => setTab('corporate')}>
          법인 투자 문의
        </button>
        <button type="button" role="tab" aria-selected={tab === 'loan'} className={tab === 'loan' ? 'tabs__tab is-active' : 'tabs__tab'} onClick={() => setTab('loan')}>
          아파트 담보대출 신청
        </button>
      </div>
      <section className="card" role="tabpanel">
        {tab === 'corporate' ? <CorporateInquiries /> : <LoanApplications />}
      </section>
    </Page>
  );
}
