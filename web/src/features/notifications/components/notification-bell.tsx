// The header's link to the notification centre, with the unread count, for a logged-in investor.
import { Link } from 'react-router-dom';
import { useLoginedUser } from '@/lib/session';
import { useUnreadCount } from '../api/get-notifications';
import './notifications.css';

/** Counts above this show as "99+". */
const BADGE_MAX = 99;

export function NotificationBell() {
  const user = useLoginedUser();
  const unread = useUnreadCount(Boolean(user)).data ?? 0;
  if (!user) return null;
  return (
    // Named by its own (partly hidden) text, so the visible count is part of the name (WCAG 2.5.3).
    <Link className="notification-bell" to="/user/notifications">
      <span className="visually-hidden">알림</span>
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {unread > 0 ? (
        <span className="notification-bell__count">
          <span className="visually-hidden">, 읽지 않은 알림 </span>
          {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          <span className="visually-hidden">개</span>
        </span>
      ) : null}
    </Link>
  );
}
