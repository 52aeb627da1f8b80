import { AsyncBoundary } from '@/components/async-boundary';
import { formatDateTime } from '@/lib/format';
import { useMailOutbox } from '../../api/sandbox/get-mail-outbox';
import { Card } from '@/components/card';

/** The mails the sandbox "sent" (nothing leaves the machine), newest first. */
export function MailOutbox() {
  const mails = useMailOutbox();
  return (
    <Card title="발송 메일함">
      <AsyncBoundary query={mails} isEmpty={(data) => data.items.length === 0} empty={{ title: '보낸 메일이 없습니다.' }}>
        {(data) => (
          <ul className="article-list">
            {data.items.map((mail) => (
              <li key={mail.id} className="article-list__item article-list__item--block">
                <strong>{mail.subject}</strong>
                <span className="muted">
                  {mail.to} · {formatDateTime(mail.created_at)}
                </span>
                <pre className="code-block">{mail.body_text}</pre>
              </li>
            ))}
          </ul>
        )}
      </AsyncBoundary>
    </Card>
  );
}
