// The notification centre's answer shapes: published as document components (Notification,
// NotificationSettings, OpenAlert) and read by the web as types. This module imports only the
// builders and the kinds' list (no Nest), so the web's type check can follow it.
import { at, bool, bp, enumOf, int, nullable, ref, str } from '../../shared/http/schema/answers';
import { Type, uuid, type Static } from '../../shared/http/schema/fields';
import { NOTIFICATION_KINDS } from '../notification-kinds';

/** The product types 오픈 알림 may name (open-alert-criteria.ts checks the list is the products' whole list). */
export const ALERT_PRODUCT_TYPES = ['apt', 'realty', 'credit', 'corporate'] as const;
export const ALERT_GRADES = ['A', 'B', 'C', 'D', 'E'] as const;

export const NOTIFICATION = Type.Object({
  id: uuid(),
  kind: enumOf(NOTIFICATION_KINDS, 'Addition to docs/api.md: `product_scheduled` and `product_opened` are also sent to 오픈 알림 subscribers (`category: "requested"`).'),
  category: enumOf(['transactional', 'marketing', 'requested'], 'Addition to docs/api.md: marketing ones are sent only with standing consent; requested ones (오픈 알림) only while the investor\'s subscription stands.'),
  title: str(), body: str(),
  link: nullable(str('A path of the site to open, e.g. `/overdue/{id}`.')),
  created_at: at(), read_at: nullable(at()),
}, { description: 'One notification (also mailed; the mail outbox in sandbox mode).' });
export type NotificationItem = Static<typeof NOTIFICATION>;

export const NOTIFICATION_PAGE = Type.Object({ items: Type.Array(ref<NotificationItem>('Notification')), next_cursor: nullable(str()), unread: int('Unread notifications in all.') });
export type NotificationPage = Static<typeof NOTIFICATION_PAGE>;

export const NOTIFICATION_SETTINGS = Type.Object({
  marketing: bool('Consent to marketing notifications and mail (온투법 19조).'),
  changed_at: nullable(at('When the current answer was given; null when never asked.')),
});
export type NotificationSettings = Static<typeof NOTIFICATION_SETTINGS>;

export const OPEN_ALERT = Type.Object({
  types: Type.Array(enumOf(ALERT_PRODUCT_TYPES), { description: 'Product types to hear of (one or more, distinct).' }),
  grades: Type.Array(enumOf(ALERT_GRADES), { description: 'Grade families (A stands for A1, A2, …); empty: every grade.' }),
  min_rate_bp: nullable(bp('Lowest yearly rate wanted, 0–2000; null: any')),
  max_term_months: nullable(int('Longest term wanted, 1–120 months; null: any.')),
  created_at: at(), updated_at: at(),
}, { description: '오픈 알림: the investor is told (in-app `product_scheduled` / `product_opened`, category `requested`, and by mail) when a product meeting every criterion is registered (공개예정) and when it opens; once per product and kind. Investor-only products are left out.' });
export type OpenAlert = Static<typeof OPEN_ALERT>;
