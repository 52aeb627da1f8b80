// Overdue notices (온투법 22조⑤, 시행령 20조④): the fact and the reason of an overdue installment
// told to the product's investors and posted on the platform within 5 Korean business days of
// the due date. The repayment batch's first run after the due date posts the notice ("reason
// being confirmed") and notifies, in the transaction that marks the installment overdue; the
// operator's reason then revises the post and notifies again. When the loan goes bad, each step
// (acceleration, recovery, sale, write-off) is added to the product's latest notice in the step's
// own transaction (followLoanSteps; a new post when the loan had none), and a later reason keeps them.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BoardsService } from '../../boards';
import { writeNotifications } from '../../notifications';
import { ProductQueries } from '../../products';
import { BusinessClock } from '../../shared/business-clock';
import { addBusinessDays } from '../../shared/calendar/business-days';
import { isKoreanHoliday } from '../../shared/calendar/korean-holidays';
import { inTransaction } from '../../shared/database/transaction';
import { DomainError } from '../../shared/errors/domain-error';
import { Tx } from '../../shared/event-store/event-store.types';
import type { OverdueNotice } from '../http/overdue-notice-answers.schema';
import { LoanStepsQuery } from '../bad-loans/loan-steps.query';
import { badLoanPostTitle, badLoanStepsHtml } from './bad-loan-post-text';
import { overdueNoticeBodyHtml, overdueNoticeTitle, overdueNotification, OverdueFacts } from './overdue-notice-text';
import { OverdueNoticeRow, OverdueNoticesStore } from './overdue-notices.store';

/** The law's limit: 5 business days after the due date. */
export const OVERDUE_NOTICE_BUSINESS_DAYS = 5;

export interface OverdueInstallment {
  seq: number;
  dueOn: string;
  amountWon: number;
}

/**
 * A notice as operators read it: the stored row without its id, `reason_at` as an instant, and
 * `late` when posted after the legal deadline (a run missed for days): operators must know.
 */
export const overdueNoticeView = (n: OverdueNoticeRow): OverdueNotice => ({
  product_id: n.product_id,
  seq: n.seq,
  due_on: n.due_on,
  article_id: n.article_id,
  posted_on: n.posted_on,
  deadline_on: n.deadline_on,
  late: n.posted_on > n.deadline_on,
  reason: n.reason,
  reason_at: n.reason_at ? new Date(n.reason_at).toISOString() : null,
  revision: n.revision,
});

@Injectable()
export class OverdueNotices {
  constructor(
    private readonly dataSource: DataSource,
    private readonly boards: BoardsService,
    private readonly products: ProductQueries,
    private readonly store: OverdueNoticesStore,
    private readonly clock: BusinessClock,
    private readonly loans: LoanStepsQuery,
  ) {}

  /** In the overdue pass's transaction: a post and a notification per newly overdue installment. */
  async announce(tx: Tx, productId: string, installments: OverdueInstallment[], today: string): Promise<void> {
    if (installments.length === 0) return;
    const productTitle = (await this.products.row(tx, productId))?.title ?? productId;
    for (const i of installments) {
      const facts: OverdueFacts = { productTitle, seq: i.seq, dueOn: i.dueOn, amountWon: i.amountWon, reason: null };
      const post = await this.boards.publishOverdueNotice({ productId, title: overdueNoticeTitle(facts), bodyHtml: overdueNoticeBodyHtml(facts), postedAt: this.clock.now() }, tx);
      const recorded = await this.store.record(tx, {
        product_id: productId,
        seq: i.seq,
        due_on: i.dueOn,
        article_id: post.id,
        posted_on: today,
        deadline_on: addBusinessDays(i.dueOn, OVERDUE_NOTICE_BUSINESS_DAYS, isKoreanHoliday),
      });
      if (recorded) await this.notify(tx, productId, i.seq, post.id, `overdue:${productId}:${i.seq}`, overdueNotification(facts));
    }
  }

  /** POST /admin/products/{id}/overdue_notices {reason}: revises the latest notice and notifies again. */
  async publishReason(productId: string, reason: string): Promise<OverdueNotice> {
    return inTransaction(this.dataSource, async (tx) => {
      const product = await this.products.row(tx, productId);
      if (!product) throw new DomainError('no_such_product');
      const notice = await this.store.latestForUpdate(tx, productId);
      if (!notice) throw new DomainError('not_found');
      // The same reason again (a double click, a retried request) changes and sends nothing.
      if (notice.reason === reason) return overdueNoticeView(notice);
      const revised = await this.store.setReason(tx, notice.id, reason, this.clock.now());
      const amountWon = await this.store.installmentAmountWon(tx, productId, notice.seq);
      const facts: OverdueFacts = { productTitle: product.title, seq: notice.seq, dueOn: notice.due_on, amountWon, reason };
      const steps = badLoanStepsHtml(await this.loans.history(productId, tx));
      await this.boards.reviseOverdueNotice(notice.article_id, overdueNoticeBodyHtml(facts) + steps, tx);
      await this.notify(tx, productId, notice.seq, notice.article_id, `overdue-reason:${notice.id}:${revised.revision}`, overdueNotification(facts));
      return overdueNoticeView(revised);
    });
  }

  /**
   * In a bad-loan step's transaction, after its events: the product's post says every step so far
   * (온투법 22조⑤) — its latest overdue notice revised, or, for a loan accelerated with none, a
   * post of its own (one per product: found again by its title for the next step).
   */
  async followLoanSteps(tx: Tx, productId: string, postedAt: Date): Promise<{ articleId: string }> {
    const steps = badLoanStepsHtml(await this.loans.history(productId, tx));
    const notice = await this.store.latestForUpdate(tx, productId);
    const productTitle = (await this.products.row(tx, productId))?.title ?? productId;
    if (notice) {
      const amountWon = await this.store.installmentAmountWon(tx, productId, notice.seq);
      const facts: OverdueFacts = { productTitle, seq: notice.seq, dueOn: notice.due_on, amountWon, reason: notice.reason };
      await this.boards.reviseOverdueNotice(notice.article_id, overdueNoticeBodyHtml(facts) + steps, tx);
      return { articleId: notice.article_id };
    }
    const post = await this.boards.publishOverdueNotice({ productId, title: badLoanPostTitle(productTitle), bodyHtml: steps, postedAt }, tx);
    await this.boards.reviseOverdueNotice(post.id, steps, tx);
    return { articleId: post.id };
  }

  async list(productId: string): Promise<OverdueNotice[]> {
    return (await this.store.list(this.dataSource, productId)).map(overdueNoticeView);
  }

  private async notify(tx: Tx, productId: string, seq: number, articleId: string, sourceId: string, text: { title: string; body: string }): Promise<void> {
    const investors = await this.store.investorsOf(tx, productId, seq);
    await writeNotifications(tx, investors.map((userId) => ({ userId, kind: 'installment_overdue' as const, sourceId, ...text, link: `/overdue/${articleId}` })));
  }
}
