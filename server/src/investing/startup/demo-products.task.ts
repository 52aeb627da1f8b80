// Demo data: realistic Korean products in every state (funding, scheduled, funded, one executed
// and repaying), with the demo investor holding some of them — all through the real commands
// (register, open, invest with a ticket, execute), so the demo ledger is an ordinary one. Two
// phases, because the demo lives through its history with the business clock: the loans come
// first (DemoLoanHistoryTask), the repayments demo then moves the clock to their first due date
// and pays it, and only then are today's products seeded (DemoProductsTask), open by the new
// today. Each product is seeded once (by title), so a restart adds nothing.
import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { BusinessClock } from '../../shared/business-clock';
import { one } from '../../shared/database/sql';
import { demoDataOnly } from '../../shared/demo-data-task';
import { CommandGateway } from '../../shared/queue/command-gateway';
import { CommandProcessor } from '../../shared/queue/command-processor';
import { QueuedCommand } from '../../shared/queue/queued-command';
import { DEMO_INVESTOR_EMAIL, UserDirectory } from '../../identity';
import { ChangeProductStatus, ExecuteProduct, productStreamId, ProductTerms, RegisterProduct } from '../../products';
import { investorStreamId } from '../../wallet';
import { PlaceInvestments } from '../commands/place-investments.command';
import { InvestTickets } from '../tickets/invest-tickets';

const DAY_MS = 86_400_000;

interface DemoProduct {
  terms: Omit<ProductTerms, 'opensAt' | 'closesAt' | 'minAmountWon'> & { opensInDays: number; closesInDays: number };
  open: boolean;
  demoInvestsWon: number;
  execute?: boolean;
}

const APT_NOTE = '시세 대비 보수적인 담보인정비율을 적용했으며, 채권 회수 시 선순위 채권을 먼저 변제합니다.';

const DEMO_PRODUCTS: DemoProduct[] = [
  {
    terms: {
      title: '서울 강남구 대치동 아파트 담보 2순위 제1234호', type: 'apt', borrowerId: 'DEMO-APT-001', borrowerName: '박서준', grade: 'A2', rateBp: 1150,
      termMonths: 12, repaymentMethod: 'equal_installment', targetAmountWon: 300_000_000, maxPerUserWon: 0, opensInDays: -2, closesInDays: 12,
      investorOnly: false, description: `대치동 역세권 84㎡ 아파트를 담보로 하는 생활자금 대출입니다. ${APT_NOTE}`,
      collateral: { address: '서울특별시 강남구 대치동 000-0 ○○아파트 101동', appraisalWon: 2_450_000_000, seniorDebtWon: 1_200_000_000, lienRank: 2, note: 'KB시세 일반가 기준' },
    },
    open: true, demoInvestsWon: 3_000_000,
  },
  {
    terms: {
      title: '경기 성남시 분당구 정자동 아파트 담보 제1235호', type: 'apt', borrowerId: 'DEMO-APT-002', borrowerName: '이하늘', grade: 'A3', rateBp: 1280,
      termMonths: 6, repaymentMethod: 'bullet', targetAmountWon: 150_000_000, maxPerUserWon: 10_000_000, opensInDays: -1, closesInDays: 9,
      investorOnly: false, description: `정자역 도보 5분 거리 아파트를 담보로 하는 사업자금 대출입니다. ${APT_NOTE}`,
      collateral: { address: '경기도 성남시 분당구 정자동 000 ○○마을 302동', appraisalWon: 1_380_000_000, seniorDebtWon: 720_000_000, lienRank: 2 },
    },
    open: true, demoInvestsWon: 0,
  },
  {
    terms: {
      title: '부산 해운대구 우동 오피스텔 준공자금 제1236호', type: 'realty', borrowerId: 'DEMO-RE-001', borrowerName: '(주)해운디앤씨', grade: 'B1', rateBp: 1500,
      termMonths: 12, repaymentMethod: 'bullet', targetAmountWon: 500_000_000, maxPerUserWon: 20_000_000, opensInDays: 2, closesInDays: 16,
      investorOnly: false, description: '공정률 92% 오피스텔의 준공 잔여 공사비 대출입니다. 분양 대금으로 상환합니다.',
      collateral: { address: '부산광역시 해운대구 우동 000-00', appraisalWon: 3_900_000_000, seniorDebtWon: 1_950_000_000, lienRank: 2, note: '감정평가서 기준' },
    },
    open: false, demoInvestsWon: 0,
  },
  {
    terms: {
      title: '개인신용 분산투자 포트폴리오 2026-11호', type: 'credit', borrowerId: 'DEMO-CR-001', borrowerName: '신용포트폴리오11', grade: 'B2', rateBp: 1050,
      termMonths: 12, repaymentMethod: 'equal_installment', targetAmountWon: 50_000_000, maxPerUserWon: 5_000_000, opensInDays: -3, closesInDays: 4,
      investorOnly: false, description: '신용평가 상위 구간 차입자 120명에게 나누어 빌려주는 분산 상품입니다.', collateral: null,
    },
    open: true, demoInvestsWon: 2_000_000,
  },
  {
    terms: {
      title: '(주)한빛푸드 매출채권 담보 제1237호', type: 'corporate', borrowerId: 'DEMO-CO-001', borrowerName: '(주)한빛푸드', grade: 'A1', rateBp: 980,
      termMonths: 3, repaymentMethod: 'bullet', targetAmountWon: 5_000_000, maxPerUserWon: 0, opensInDays: -5, closesInDays: 2,
      investorOnly: false, description: '대형 유통사에 대한 확정 매출채권을 담보로 하는 운전자금 대출입니다.', collateral: null,
    },
    open: true, demoInvestsWon: 5_000_000,
  },
  {
    terms: {
      title: '인천 연수구 송도동 아파트 담보 제1230호', type: 'apt', borrowerId: 'DEMO-APT-003', borrowerName: '최민호', grade: 'A2', rateBp: 1200,
      termMonths: 12, repaymentMethod: 'equal_installment', targetAmountWon: 3_000_000, maxPerUserWon: 0, opensInDays: -20, closesInDays: 10,
      investorOnly: true, description: `송도국제도시 아파트를 담보로 하는 대환 대출입니다. ${APT_NOTE}`,
      collateral: { address: '인천광역시 연수구 송도동 00-0 ○○파크 1203동', appraisalWon: 980_000_000, seniorDebtWon: 420_000_000, lienRank: 2 },
    },
    open: true, demoInvestsWon: 3_000_000, execute: true,
  },
  // Three loans the repayments demo lets go bad (DemoBadLoansTask): one accelerated and partly
  // recovered, one written off and recovered in part after, one paid late with late interest.
  // Executed after 송도, so the first payout demo still pays 송도's first installment; the one paid
  // late last, so the newest holding the investor sees first has a paid installment.
  {
    terms: {
      title: '(주)서해물산 재고자산 담보 제1231호', type: 'corporate', borrowerId: 'DEMO-CO-002', borrowerName: '(주)서해물산', grade: 'B2', rateBp: 1300,
      termMonths: 6, repaymentMethod: 'bullet', targetAmountWon: 3_000_000, maxPerUserWon: 0, opensInDays: -20, closesInDays: 10,
      investorOnly: false, description: '수산물 가공업체의 냉동 재고자산을 담보로 하는 운전자금 대출입니다.', collateral: null,
    },
    open: true, demoInvestsWon: 3_000_000, execute: true,
  },
  {
    terms: {
      title: '개인사업자 운영자금 제1232호', type: 'credit', borrowerId: 'DEMO-CR-003', borrowerName: '오세훈', grade: 'C1', rateBp: 1450,
      termMonths: 6, repaymentMethod: 'equal_installment', targetAmountWon: 1_500_000, maxPerUserWon: 0, opensInDays: -20, closesInDays: 10,
      investorOnly: false, description: '음식점을 운영하는 개인사업자의 운영자금 대출입니다.', collateral: null,
    },
    open: true, demoInvestsWon: 1_500_000, execute: true,
  },
  {
    terms: {
      title: '개인신용 분산투자 포트폴리오 2026-10호', type: 'credit', borrowerId: 'DEMO-CR-002', borrowerName: '신용포트폴리오10', grade: 'B3', rateBp: 1100,
      termMonths: 6, repaymentMethod: 'equal_installment', targetAmountWon: 2_000_000, maxPerUserWon: 0, opensInDays: -20, closesInDays: 10,
      investorOnly: false, description: '신용평가 중위 구간 차입자에게 나누어 빌려주는 분산 상품입니다.', collateral: null,
    },
    open: true, demoInvestsWon: 2_000_000, execute: true,
  },
  {
    terms: {
      title: '대전 유성구 봉명동 근린상가 담보 제1238호', type: 'realty', borrowerId: 'DEMO-RE-002', borrowerName: '정유진', grade: 'B1', rateBp: 1350,
      termMonths: 9, repaymentMethod: 'bullet', targetAmountWon: 200_000_000, maxPerUserWon: 10_000_000, opensInDays: -1, closesInDays: 13,
      investorOnly: false, description: '유성온천역 인근 1층 근린상가를 담보로 하는 사업자금 대출입니다.',
      collateral: { address: '대전광역시 유성구 봉명동 000-0', appraisalWon: 1_150_000_000, seniorDebtWon: 500_000_000, lienRank: 2 },
    },
    open: true, demoInvestsWon: 0,
  },
];

@Injectable()
export class DemoProductsTask {
  /** A StartupTask (app/startup-tasks.ts): seeds only with DEMO_DATA on. */
  readonly run = demoDataOnly(() => this.seed());
  private readonly logger = new Logger('demo-products');

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UserDirectory,
    private readonly commands: CommandGateway,
    private readonly processor: CommandProcessor,
    private readonly tickets: InvestTickets,
    private readonly clock: BusinessClock,
  ) {}

  /** Today's products (the executed ones are DemoLoanHistoryTask's). */
  protected seed(): Promise<void> {
    return this.seedProducts((demo) => !demo.execute);
  }

  protected async seedProducts(which: (demo: DemoProduct) => boolean): Promise<void> {
    const investor = await this.users.findByEmail(DEMO_INVESTOR_EMAIL);
    const now = this.clock.now().getTime();
    let seeded = 0;
    for (const demo of DEMO_PRODUCTS.filter(which)) {
      if (await one(this.dataSource, `SELECT 1 FROM products WHERE title = $1`, [demo.terms.title])) continue;
      const { opensInDays, closesInDays, ...rest } = demo.terms;
      const productId = randomUUID();
      const opensAt = new Date(now + opensInDays * DAY_MS).toISOString();
      const terms: ProductTerms = { ...rest, minAmountWon: 10_000, opensAt, closesAt: new Date(now + closesInDays * DAY_MS).toISOString() };
      const key = productStreamId(productId);
      await this.apply(RegisterProduct, { productId, terms }, key, [key], null);
      if (demo.open) await this.apply(ChangeProductStatus, { productId, action: 'open', by: 'operator' }, key, [key], null);
      seeded += 1;
      if (investor && demo.demoInvestsWon > 0) {
        const { ticket } = await this.tickets.issue(investor.id);
        const outcome = await this.apply(PlaceInvestments, {
          userId: investor.id, investorType: investor.investorType, ticket, items: [{ productId, amountWon: demo.demoInvestsWon }],
        }, key, [investorStreamId(investor.id), key].sort(), investor.id, ticket);
        if (outcome !== 'succeeded') this.logger.warn({ msg: 'demo investment not placed', product: terms.title, outcome });
        else if (demo.execute) await this.apply(ExecuteProduct, { productId }, key, [key, investorStreamId(investor.id)].sort(), null);
      }
    }
    if (seeded > 0) this.logger.log({ msg: 'demo products seeded', count: seeded });
  }

  /** Sends the command and runs it here, through the worker's own code (no worker runs yet at start-up). */
  protected async apply<P>(
    commandClass: new (payload: P, ctx: never) => QueuedCommand<P>, payload: P, partitionKey: string, lockKeys: string[], actorId: string | null, commandId: string = randomUUID(),
  ): Promise<string> {
    await this.commands.send(commandClass, payload, { commandId, actorId, partitionKey, lockKeys, waitMs: 0 });
    await this.processor.process({ commandId, partitionKey });
    const row = await one<{ status: string; fail_code: string | null }>(this.dataSource, `SELECT status, fail_code FROM command_outcomes WHERE command_id = $1`, [commandId]);
    return row?.status === 'succeeded' ? 'succeeded' : `${row?.status ?? 'pending'}:${row?.fail_code ?? ''}`;
  }
}

/** The demo's history: the loans executed before today (seeded first, then repaid by the repayments demo). */
@Injectable()
export class DemoLoanHistoryTask extends DemoProductsTask {
  protected seed(): Promise<void> {
    return this.seedProducts((demo) => demo.execute === true);
  }
}
