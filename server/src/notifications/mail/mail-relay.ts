// Delivers the outbox by mail: rows not yet mailed become mails in the sandbox mail outbox
// (there is no mail server; GET /admin/mail_outbox shows them), a page at a time, each page ONE
// statement that writes the mails and marks the rows, so a mail is written once even with two
// workers (SKIP LOCKED) or a crash between pages. Marketing mail goes only to investors whose
// consent stands at delivery (a consent withdrawn meanwhile stops it); the row is marked anyway.
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BackgroundJobs } from '../../shared/background/background-jobs';
import { preparedRows } from '../../shared/database/sql';

const POLL_MS = 2_000;
/** Rows mailed per statement (a page), and pages per poll: a month-end run's 100,000 drain in minutes without hogging a core. */
export const MAIL_PAGE = 500;
const MAX_PAGES_PER_POLL = 20;
const MAIL_SUBJECT_PREFIX = '[온다리펀딩] ';

const RELAY = `
  WITH picked AS (
    SELECT id FROM notifications WHERE mailed_at IS NULL ORDER BY created_at, id LIMIT $1 FOR UPDATE SKIP LOCKED
  ), mailed AS (
    INSERT INTO mail_outbox (id, to_address, subject, body_text, created_at)
    SELECT gen_random_uuid(), u.email, $2 || n.title,
           n.body || CASE WHEN n.link IS NULL THEN '' ELSE E'\\n\\n자세히 보기: ' || n.link END
             || CASE WHEN n.category = 'marketing' THEN E'\\n\\n광고성 정보 수신에 동의하셔서 보내 드린 메일입니다. 수신을 원하지 않으시면 회원정보에서 동의를 철회해 주십시오.' ELSE '' END,
           now()
    FROM picked JOIN notifications n USING (id) JOIN users u ON u.id = n.user_id
    WHERE n.category = 'transactional'
       OR EXISTS (SELECT 1 FROM marketing_consents c WHERE c.user_id = n.user_id AND c.consented)
    RETURNING 1
  )
  UPDATE notifications SET mailed_at = now() FROM picked WHERE notifications.id = picked.id
  RETURNING (SELECT count(*) FROM mailed)::int AS mails`;

@Injectable()
export class MailRelay implements OnModuleInit {
  private readonly logger = new Logger('mail-relay');

  constructor(
    private readonly dataSource: DataSource,
    private readonly background: BackgroundJobs,
  ) {}

  onModuleInit(): void {
    this.background.every('notification-mail-relay', POLL_MS, () => this.drain());
  }

  /** Mails up to MAX_PAGES_PER_POLL pages; answers how many notifications were settled. */
  async drain(): Promise<number> {
    let settled = 0;
    for (let page = 0; page < MAX_PAGES_PER_POLL; page += 1) {
      const marked = await preparedRows<{ mails: number }>(this.dataSource, RELAY, [MAIL_PAGE, MAIL_SUBJECT_PREFIX]).catch((error: unknown) => {
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
