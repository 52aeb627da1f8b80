// Delivers the outbox by mail: notifications waiting in notification_mail_queue (a trigger puts
// every new one there, migrations/1763801200000) become mails in the sandbox mail outbox (there
// is no mail server; GET /admin/mail_outbox shows them), a page at a time, each page ONE
// statement that writes the mails and takes them off the queue, so a mail is written once even
// with two workers (SKIP LOCKED) or a crash between pages. Marketing mail goes only to investors
// whose consent stands at delivery (a consent withdrawn meanwhile stops it), 오픈 알림's only while
// the subscription stands (open-alerts/); either leaves the queue anyway. A notification's link
// is a path on the site; the mail carries it absolute, from PUBLIC_URL, since a mail client has
// no site to resolve a path against.
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { BackgroundJobs } from '../../shared/background/background-jobs';
import { preparedRows } from '../../shared/database/sql';

const POLL_MS = 2_000;
/** Rows mailed per statement (a page), and pages per poll: a month-end run's 100,000 drain in minutes without hogging a core. */
export const MAIL_PAGE = 500;
const MAX_PAGES_PER_POLL = 20;
const MAIL_SUBJECT_PREFIX = '[온다리펀딩] ';

const RELAY = `
  WITH picked AS (
    SELECT created_at, notification_id FROM notification_mail_queue ORDER BY created_at, notification_id LIMIT $1 FOR UPDATE SKIP LOCKED
  ), settled AS (
    DELETE FROM notification_mail_queue q USING picked p
    WHERE q.created_at = p.created_at AND q.notification_id = p.notification_id
    RETURNING q.notification_id
  ), mailed AS (
    INSERT INTO mail_outbox (id, to_address, subject, body_text, created_at)
    SELECT gen_random_uuid(), u.email, $2 || n.title,
           n.body || CASE WHEN n.link IS NULL THEN '' ELSE E'\\n\\n자세히 보기: ' || CASE WHEN n.link LIKE '/%' THEN $3 || n.link ELSE n.link END END
             || CASE n.category
                  WHEN 'marketing' THEN E'\\n\\n광고성 정보 수신에 동의하셔서 보내 드린 메일입니다. 수신을 원하지 않으시면 회원정보에서 동의를 철회해 주십시오.'
                  WHEN 'requested' THEN E'\\n\\n오픈 알림을 신청하셔서 보내 드린 메일입니다. 더 받지 않으시려면 오픈 알림 설정에서 알림을 해지해 주십시오.'
                  ELSE '' END,
           now()
    FROM settled JOIN notifications n ON n.id = settled.notification_id JOIN users u ON u.id = n.user_id
    WHERE n.category = 'transactional'
       OR (n.category = 'marketing' AND EXISTS (SELECT 1 FROM marketing_consents c WHERE c.user_id = n.user_id AND c.consented))
       OR (n.category = 'requested' AND EXISTS (SELECT 1 FROM open_alerts a WHERE a.user_id = n.user_id))
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM mailed)::int AS mails FROM settled`;

@Injectable()
export class MailRelay implements OnModuleInit {
  private readonly logger = new Logger('mail-relay');

  constructor(
    private readonly dataSource: DataSource,
    private readonly background: BackgroundJobs,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.background.every('notification-mail-relay', POLL_MS, () => this.drain());
  }

  /** Mails up to MAX_PAGES_PER_POLL pages; answers how many notifications were settled. */
  async drain(): Promise<number> {
    let settled = 0;
    for (let page = 0; page < MAX_PAGES_PER_POLL; page += 1) {
      const marked = await preparedRows<{ mails: number }>(this.dataSource, RELAY, [MAIL_PAGE, MAIL_SUBJECT_PREFIX, this.config.publicUrl]).catch((error: unknown) => {
        this.logger.warn({ msg: 'mail relay page failed; retried at the next poll', error: String(error) });
        return null;
      });
      if (!marked) break;
      settled += marked.length;
      if (marked.length < MAIL_PAGE) break;
    }
    return settled;
  }
}
