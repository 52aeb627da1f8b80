// The investor's side of an overdue loan, set up through the API of the spec's own server: an
// identity-verified investor deposits (deposit_credited) and funds a 3-month loan alone, the first
// installment is paid on its due date (repayment_paid, taxed) and the second is not, so the run
// the day after it posts the overdue notice (installment_overdue, a post on the `overdue` board).
import { randomBytes } from 'node:crypto';
import { HttpClient } from '../../support/http-client';
import { signUpVerified } from '../../support/users';
import { createProduct, invest } from '../../integration/investing/investing-fixtures';
import { loanOf, payBorrower, runBatch, until } from '../../integration/repayments/loan-fixtures';
import { OWN_OPERATOR } from './own-server';

export interface OverdueJourney {
  operator: HttpClient;
  investor: { email: string; password: string; client: HttpClient };
  productId: string;
  productTitle: string;
  articleId: string;
}

const AMOUNT_WON = 1_000_000;
const nextDay = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

async function expectStatus(what: string, status: number, res: Promise<{ status: number; body: unknown }>) {
  const answer = await res;
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export async function overdueJourney(baseUrl: string): Promise<OverdueJourney> {
  const operator = new HttpClient(baseUrl);
  await expectStatus('operator login', 200, operator.post('/api/auth/login', OWN_OPERATOR));
  const productTitle = `연체 안내 확인용 개인신용 ${randomBytes(2).toString('hex')}호`;
  const product = await createProduct(operator, { title: productTitle, target_amount: AMOUNT_WON, rate_bp: 1200, term_months: 3, repayment_method: 'equal_installment' });

  const client = new HttpClient(baseUrl);
  const { email, password } = await signUpVerified(client, { name: '김투자' });
  await expectStatus('vaccount', 201, client.post('/api/vaccount', {}));
  await expectStatus('deposit', 201, client.post('/api/sandbox/deposits', { amount: AMOUNT_WON }));
  await expectStatus('invest', 201, invest(client, [{ product_id: product.id, amount: AMOUNT_WON }]));
  await expectStatus('execute', 200, operator.post(`/api/admin/products/${product.id}/execute`));
  const [first, second] = (await loanOf(operator, product.id)).installments;

  await payBorrower(operator, product.id, first.total, first.due_on);
  await runBatch(operator, first.due_on);
  await runBatch(operator, nextDay(second.due_on));
  const notices = await until('the overdue notice', async () => {
    const res = await operator.get(`/api/admin/products/${product.id}/overdue_notices`);
    return res.body.items?.length ? (res.body.items as { article_id: string }[]) : null;
  }, 30_000, 200);
  return { operator, investor: { email, password, client }, productId: product.id, productTitle, articleId: notices[0].article_id };
}
