// /user/notifications: the investor's notification centre, newest first; opening one marks it read.
import { Link } from 'react-router-dom';
import { Page } from '@/components/page';
import { AsyncBoundary } from '@/components/async-boundary';
import { formatDateTime } from '@/lib/format';
import { useNotifications, type NotificationItem } from '@/features/notifications/api/get-notifications';
import { useMarkRead } from '@/features/notifications/api/mark-read';
import { MarketingConsentCard } from '@/features/notifications/components/marketing-consent-card';
import '@/features/notifications/components/notifications.css';

function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: (id: string) => void }) {
  const unread = item.read_at === null;
  const content = (
    <>
      <span className="notification-item__title">
        {unread ? <span className="notification-item__dot" aria-label="읽지 않음" /> : null}
        {item.title}
        {item.category === 'marketing' ? <span className="badge">광고</span> : null}
        {item.category === 'requested' ? <span className="badge">오픈 알림</span> : null}
      </span>
      <span className="notification-item__body">{item.body}</span>
      <time className="notification-item__time" dateTime={item.created_at}>
        {formatDateTime(item.created_at)}
      </time>
    </>
  );
  return (
    <li className={`notification-item${unread ? ' is-unread' : ''}`}>
      {item.link ? (
        // A class of its own: the whole row is the link, underlined only on hover (not as running text).
        <Link className="notification-item__link" to={item.link} onClick={() => unread && onOpen(item.id)}>
          {content}
        </Link>
      ) : (
        <div onClick={() => unread && onOpen(item.id)}>{content}</div>
      )}
    </li>
  );
}

export function NotificationsPage() {
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const unread = notifications.data?.unread ?? 0;
  return (
    <Page
      title="알림"
      lead="입금, 투자, 상환, 연체 소식을 모아 보여 드립니다. 같은 내용을 메일로도 보내 드립니다."
      actions={
        unread > 0 ? (
          <button type="button" className="button button--secondary" onClick={() => markRead.mutate(undefined)} disabled={markRead.isPending}>
            모두 읽음으로 표시
          </button>
        ) : null
      }
    >
      <div className="stack">
        <AsyncBoundary
          query={notifications}
          loadingLabel="알림을 불러오는 중입니다."
          errorTitle="알림을 불러오지 못했습니다."
          isEmpty={(data) => data.items.length === 0}
          empty={{ title: '아직 받은 알림이 없습니다.', body: '입금이나 투자를 하시면 이곳에서 소식을 알려 드립니다.' }}
        >
          {(data) => (
            <ul className="notification-list" aria-label={`알림 목록, 읽지 않은 알림 ${unread}개`}>
              {data.items.map((item) => (
                <NotificationRow key={item.id} item={item} onOpen={(id) => markRead.mutate([id])} />
              ))}
            </ul>
          )}
        </AsyncBoundary>
        <MarketingConsentCard />
      </div>
    </Page>
  );
}
