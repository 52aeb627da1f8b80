// A lowered target's answer shapes, read by the web as types: builders only (no Nest).
import { at, enumOf, nullable, str } from '../../../shared/http/schema/answers';
import { Type, uuid, won, type Static } from '../../../shared/http/schema/fields';

export const ADMIN_INVESTMENT_LINE = Type.Object({
  id: uuid(), user_id: uuid(), email: nullable(str()), name: nullable(str()), amount: won(), status: enumOf(['placed', 'canceled', 'executed']),
  invested_at: at(), disclosure_version: nullable(str('The disclosure version the investor confirmed (null before it was recorded).')),
  reconfirm_status: nullable(enumOf(['pending', 'confirmed'])), reconfirm_by: nullable(at()), cancel_reason: nullable(str()),
}, { description: 'An investment as operators see it.' });

export const PENDING_RECONFIRMATION = Type.Object({
  investment_id: uuid(), product_id: uuid(), title: str(), amount: won(), target_amount: won('The lowered target'), raised_amount: won(), reconfirm_by: at(),
}, { description: 'An investment whose product\'s target was lowered, waiting for its investor to keep or cancel it.' });
export type AdminInvestmentLine = Static<typeof ADMIN_INVESTMENT_LINE>;
export type PendingReconfirmation = Static<typeof PENDING_RECONFIRMATION>;
