// Proves the apartment loan form sends integer won amounts, shows the server's field errors in Korean, and confirms a received application.
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse } from '@/test/test-utils';
import { LoanApplicationForm } from './loan-application-form';

function renderForm() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <LoanApplicationForm source="loan_apt" />
    </QueryClientProvider>,
  );
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('LoanApplicationForm', () => {
  it('shows field errors from invalid_input', async () => {
    global.fetch = jest.fn(async () => jsonResponse(400, { fail_code: 'invalid_input', message: '', fields: { address: 'required', agree_privacy: 'must_agree' } })) as unknown as typeof fetch;
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: '상담 신청하기' }));
    expect(await screen.findByText('개인정보 수집·이용에 동의해 주십시오.')).toBeInTheDocument();
    expect(screen.getByText('필수 입력 항목입니다.')).toBeInTheDocument();
  });

  it('sends integer won and confirms the application', async () => {
    const fetchMock = jest.fn(async () => jsonResponse(201, { id: 'x', created_at: '2026-11-21T00:00:00Z' }));
    global.fetch = fetchMock as unknown as typeof fetch;
    renderForm();
    fill('아파트 주소 (동·호수까지)', '서울특별시 마포구 월드컵북로 400, 101동 1203호');
    fill('추정 시세 (원)', '900,000,000');
    fill('신청 금액 (원)', '200000000');
    expect(screen.getByText('신청 금액 기준 LTV 22.22% (선순위 대출 제외)')).toBeInTheDocument();
    fill('이름', '이대출');
    fill('휴대전화', '010-9876-5432');
    fireEvent.click(screen.getByLabelText('개인정보 수집·이용에 동의합니다. (필수)'));
    fireEvent.click(screen.getByRole('button', { name: '상담 신청하기' }));
    expect(await screen.findByText('대출 상담 신청이 접수되었습니다')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/loan_applications');
    expect(JSON.parse(init.body as string)).toEqual({
      address: '서울특별시 마포구 월드컵북로 400, 101동 1203호', estimated_value: 900_000_000, requested_amount: 200_000_000,
      name: '이대출', phone: '010-9876-5432', message: '', source: 'loan_apt', agree_privacy: true,
    });
  });
});
