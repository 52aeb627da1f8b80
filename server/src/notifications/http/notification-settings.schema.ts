// GET/PUT /me/notification_settings (beyond the original contract): the investor's marketing consent.
import { choice, endpoint, flag, ref, requestBody, Type } from '../../shared/http/schema';
import type { NotificationSettings } from './notification-answers.schema';

const ADDITION = 'marketing consent, given at sign-up and withdrawable in the profile (온투법 19조, 시행령 18조⑥).';

export const GET_NOTIFICATION_SETTINGS = endpoint({
  method: 'get', path: '/me/notification_settings',
  id: 'getNotificationSettings', summary: 'The investor\'s marketing consent',
  description: 'Transactional notifications (the investor\'s own money and contracts) are always sent; marketing ones only with this consent.',
  access: 'session', notInApiMd: true, addition: ADDITION,
  ok: { status: 200, description: 'The consent.', schema: ref<NotificationSettings>('NotificationSettings') },
});

export const CHANGE_NOTIFICATION_SETTINGS = endpoint({
  method: 'put', path: '/me/notification_settings',
  id: 'changeNotificationSettings', summary: 'Give or withdraw marketing consent',
  description: 'The sign-up form sends its checkbox right after sign-up with `source: "sign_up"`; the profile sends `"profile"` (the default). Every change is kept with its source; the same answer again changes nothing.',
  access: 'session', notInApiMd: true, addition: ADDITION,
  body: requestBody({ marketing: flag(), source: Type.Optional(choice(['sign_up', 'profile'])) }),
  ok: { status: 200, description: 'The consent now.', schema: ref<NotificationSettings>('NotificationSettings') },
});
