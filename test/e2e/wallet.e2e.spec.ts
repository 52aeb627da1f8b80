// Proves in a real Chromium the wallet journey: identity verification, then issue a virtual account (bank, number, holder,
// copy), 모의 입금 through the sandbox bank's signed notification updates the balance and the
// ledger, a withdrawal account is refused with the bank's reason in Korean and then registered,
// a withdrawal completes, a bank timeout is explained and the money stays; operators see the
// sandbox bank screen.
import { request } from 'playwright-core';
import { BASE_URL, OPERATOR, useBrowser } from './support/browser';

const browser = useBrowser('wallet', { permissions: ['clipboard-read', 'clipboard-write'], throwOnPageError: true });
const { newPage, shot } = browser;

/** Operators' control of the sandbox bank, from a separate session. */
async function bankControl(body: Record<string, unknown>): Promise<void> {
  const operator = await request.newContext({ baseURL: BASE_URL });
  try {
    const login = await operator.post('/api/auth/login', { data: OPERATOR });
    expect(login.status()).toBe(200);
    const csrf = (await operator.storageState()).cookies.find((c) => c.name === 'csrf_token')?.value ?? '';
    const res = await operator.post('/api/admin/sandbox/bank', { data: body, headers: { 'x-csrf-token': csrf } });
    expect(res.status()).toBe(200);
  } finally {
    await operator.dispose();
  }
}

test('virtual account → 모의 입금 → withdrawal account → withdrawal, with bank failures explained', async () => {
  const email = `wallet-e2e-${Date.now()}@example.com`;
  const password = 'wallet-journey-2026';
  await browser.signUp({ email, password, name: '최입금', phone: '010-3456-7890', agree_terms: true });

  const page = await newPage();
  await page.goto(`${BASE_URL}/user/create_vaccount`);
  await page.getByRole('heading', { name: '가상계좌 발급' }).waitFor();
  // 본인인증 comes first: the verified name is the account's holder.
  const identity = page.getByRole('form', { name: '1단계 · 본인인증' });
  await identity.getByLabel('생년월일').fill('1988-04-05');
  await identity.getByLabel('휴대폰 번호').fill('010-3456-7890');
  await identity.getByRole('button', { name: '본인인증 하기' }).click();
  await page.getByRole('button', { name: '가상계좌 발급하기' }).click();
  const number = page.getByTestId('vaccount-number');
  await number.waitFor();
  // Shown in the bank's digit groups ("412345-67-890123"), copied as plain digits.
  expect(await number.innerText()).toMatch(/^\d+(-\d+)+$/);
  expect((await number.innerText()).replace(/-/g, '')).toMatch(/^\d{12,14}$/);
  await page.getByText('예금주 최입금').waitFor();
  await page.getByRole('button', { name: '계좌번호 복사' }).click();
  await page.getByText('계좌번호를 복사했습니다.').waitFor();
  await shot(page, '01-vaccount-issued');

  await page.getByRole('link', { name: '예치금 충전하러 가기' }).click();
  await page.waitForURL(`${BASE_URL}/user/deposit`);
  await page.getByRole('heading', { name: /모의 입금/ }).waitFor();
  await page.getByLabel('입금액 (원)').fill('2500000');
  await page.getByRole('button', { name: '모의 입금하기' }).click();
  await page.getByTestId('wallet-balance').getByText('2,500,000원').waitFor();
  await page.getByRole('cell', { name: /가상계좌 입금/ }).waitFor();
  await shot(page, '02-deposited');

  // Withdrawals live on the 예치금 page, below the deposit account.
  const accountForm = page.getByRole('form', { name: '출금 계좌 등록' });
  await accountForm.waitFor();
  await accountForm.getByLabel('은행').selectOption('088');
  await accountForm.getByLabel('계좌번호').fill('110234567890');
  await accountForm.getByLabel('예금주').fill('김남남');
  await accountForm.getByLabel('비밀번호 확인').fill(password);
  await accountForm.getByRole('button', { name: '출금 계좌 등록' }).click();
  await accountForm.getByRole('alert').getByText('예금주명이 회원님의 이름과 다릅니다.').waitFor();
  await shot(page, '03-holder-denied');
  await accountForm.getByLabel('예금주').fill('최입금');
  await accountForm.getByLabel('비밀번호 확인').fill(password);
  await accountForm.getByRole('button', { name: '출금 계좌 등록' }).click();
  await page.getByText('신한은행').first().waitFor();
  await page.getByText('****7890').waitFor();

  const withdrawForm = page.getByRole('form', { name: '출금 신청' });
  await withdrawForm.getByLabel('출금액 (원)').fill('1000000');
  await withdrawForm.getByLabel('비밀번호 확인').fill(password);
  await withdrawForm.getByRole('button', { name: '출금하기' }).click();
  // Money leaves only after the confirmation, which names the amount, the account and what is left.
  const confirm = page.getByRole('dialog', { name: '출금 확인' });
  await confirm.getByText('****7890').waitFor();
  await confirm.getByText('1,500,000원').waitFor();
  await shot(page, '03b-withdraw-confirm');
  await confirm.getByRole('button', { name: '1,000,000원 출금하기' }).click();
  await page.getByText('1,000,000원을 출금했습니다.').waitFor();
  await withdrawForm.getByText('1,500,000원').first().waitFor();

  await bankControl({ fail_next: 'REQUEST_HAS_TIME_OUT' });
  await withdrawForm.getByLabel('출금액 (원)').fill('500000');
  await withdrawForm.getByLabel('비밀번호 확인').fill(password);
  await withdrawForm.getByRole('button', { name: '출금하기' }).click();
  await page.getByRole('dialog', { name: '출금 확인' }).getByRole('button', { name: '500,000원 출금하기' }).click();
  await withdrawForm.getByRole('alert').getByText('은행 응답이 늦어 출금하지 못했습니다.').waitFor();
  await withdrawForm.getByText(/신청한 금액은 예치금으로 그대로 돌아왔습니다/).waitFor();
  await withdrawForm.getByText('1,500,000원').first().waitFor();
  await shot(page, '04-timeout-explained');

  const wallet = await browser.context.request.get(`${BASE_URL}/api/wallet`);
  expect(await wallet.json()).toMatchObject({ balance: 1_500_000, held: 0, withdrawable: 1_500_000 });
}, 120_000);

test('operators see the sandbox bank and can close it', async () => {
  await browser.context.clearCookies();
  const page = await browser.loggedInPage(OPERATOR);
  await page.goto(`${BASE_URL}/admin/sandbox_bank`);
  await page.getByRole('heading', { name: '모의 은행', level: 1 }).waitFor();
  await page.getByRole('button', { name: '강제 점검' }).click();
  await page.getByTestId('bank-state').getByText(/점검 중 · 강제 점검/).waitFor();
  await page.getByRole('button', { name: '일정대로' }).click();
  await page.getByTestId('bank-state').getByText(/영업 중 · 일정대로/).waitFor();
  await page.getByRole('heading', { name: '주인을 찾지 못한 입금' }).waitFor();
  await shot(page, '05-operator-sandbox-bank');
}, 60_000);
