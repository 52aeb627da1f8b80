// Seeds demo content on a fresh database (DEMO_DATA, on by default in embedded mode): posts on
// every board, FAQ entries, policies with past versions. Runs only while no post exists outside
// the overdue board (the repayments demo may already have posted overdue notices), so a restart
// never duplicates content and an operator's deletions stay deleted.
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock';
import { one } from '../../shared/database/sql';
import { demoDataOnly } from '../../shared/demo-data-task';
import { ArticleStore } from '../articles/article.store';
import { sanitizeArticleHtml } from '../articles/html-sanitizer';
import { PolicyStore } from '../policies/policy.store';
import { DEMO_ARTICLES, DemoArticle } from './demo-articles';
import { DEMO_FAQ } from './demo-faq';
import { DEMO_POLICIES } from './demo-policies';

const DAY_MS = 24 * 60 * 60 * 1000;

@Injectable()
/** A StartupTask (app/startup-tasks.ts): listed after the products' demo seed, whose overdue products it links. */
export class BoardsDemoContentTask {
  /** A StartupTask (app/startup-tasks.ts): seeds only with DEMO_DATA on. */
  readonly run = demoDataOnly(() => this.seed());
  private readonly logger = new Logger('boards-demo');

  constructor(
    private readonly dataSource: DataSource,
    private readonly articles: ArticleStore,
    private readonly policies: PolicyStore,
    private readonly clock: Clock,
  ) {}

  private async seed(): Promise<void> {
    if ((await this.policies.count()) === 0) {
      for (const policy of DEMO_POLICIES) await this.policies.insert({ ...policy, bodyHtml: sanitizeArticleHtml(policy.bodyHtml) });
    }
    if ((await this.articles.countOutside('overdue')) > 0) return;
    const now = this.clock.now().getTime();
    const all: DemoArticle[] = [...DEMO_ARTICLES, ...DEMO_FAQ, ...(await this.overdueProductNotices()), ...(await this.repayingProductNotices())];
    for (const a of all) {
      await this.articles.insert(
        a.board,
        {
          title: a.title,
          bodyHtml: sanitizeArticleHtml(a.bodyHtml),
          pinned: a.pinned ?? false,
          investorOnly: a.investorOnly ?? false,
          productId: a.productId ?? null,
          category: a.category ?? null,
          source: a.source ?? null,
          linkUrl: a.linkUrl ?? null,
          attachments: a.attachments ?? [],
          createdAt: new Date(now - a.daysAgo * DAY_MS),
        },
        null,
      );
    }
    this.logger.log({ msg: 'demo content seeded', articles: all.length, policies: DEMO_POLICIES.length });
  }

  /**
   * An investor-only notice for each demo product already overdue, so the visibility rule shows
   * on a fresh site. Products belong to another context: read guarded, skip when absent.
   */
  private async overdueProductNotices(): Promise<DemoArticle[]> {
    const present = await one<{ ok: boolean }>(this.dataSource, `SELECT to_regclass('public.products') IS NOT NULL AS ok`);
    if (!present?.ok) return [];
    const products = await this.dataSource
      .query(`SELECT p.id, p.title FROM products p WHERE p.status = 'overdue'
        AND NOT EXISTS (SELECT 1 FROM articles a WHERE a.board = 'overdue' AND a.product_id = p.id) ORDER BY p.title LIMIT 5`)
      .catch(() => [] as { id: string; title: string }[]);
    return (products as { id: string; title: string }[]).map((p, i) => ({
      board: 'overdue' as const,
      daysAgo: 1 + i,
      investorOnly: true,
      productId: p.id,
      title: `[연체] ${p.title} 상환 지연 안내`,
      bodyHtml: `<p>${p.title} 상품의 상환이 30일 이상 지연되어 연체 상품으로 분류되었습니다. 회사는 차입자와 상환 일정을 협의하고 있으며, 담보가 있는 상품은 담보권 실행 절차를 준비하고 있습니다.</p><p>회수 진행 상황은 이 게시판에서 계속 알려 드리겠습니다.</p>`,
    }));
  }

  /** A product-linked notice for the investors of each demo loan being repaid (the rule's other case). */
  private async repayingProductNotices(): Promise<DemoArticle[]> {
    const present = await one<{ ok: boolean }>(this.dataSource, `SELECT to_regclass('public.products') IS NOT NULL AS ok`);
    if (!present?.ok) return [];
    const products = (await this.dataSource
      .query(`SELECT id, title FROM products WHERE status = 'repaying' ORDER BY title LIMIT 2`)
      .catch(() => [])) as { id: string; title: string }[];
    return products.map((p, i) => ({
      board: 'notice' as const,
      daysAgo: 1 + i,
      investorOnly: true,
      productId: p.id,
      title: `[투자자 전용] ${p.title} 대출 실행 및 상환 일정 안내`,
      bodyHtml: `<p>${p.title} 상품의 대출이 실행되어 상환이 시작되었습니다. 투자해 주셔서 감사합니다.</p>
<ul><li>회차별 상환 예정일과 예상 실수령액은 대시보드의 상환 일정에서 확인하실 수 있습니다.</li><li>상환금은 상환일에 세금을 원천징수한 뒤 예치금으로 지급됩니다.</li></ul>
<p>담보물 현황과 차입자 상환 상황에 변동이 생기면 이 게시판으로 먼저 알려 드리겠습니다.</p>`,
    }));
  }
}
