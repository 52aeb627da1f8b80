// The overdue notices' answer shapes (OverdueNotice, OverdueBoardProduct), read by the web as types:
// this module imports only the builders (no Nest).
import { bool, int, nullable, ref, str, at } from '../../shared/http/schema/answers';
import { calendarDate, Type, uuid, type Static } from '../../shared/http/schema/fields';

export const OVERDUE_NOTICE = Type.Object({
  product_id: uuid(),
  seq: int('The overdue installment.'),
  due_on: calendarDate(),
  article_id: uuid('The post on the `overdue` board (title public, body for the product\'s investors).'),
  posted_on: calendarDate('The business day the notice was posted and the investors notified.'),
  deadline_on: calendarDate('5 Korean business days after the due date (weekends and public holidays skipped): the law\'s limit.'),
  late: bool('Posted after the deadline.'),
  reason: nullable(str('The operator\'s reason; null while it is being confirmed.')),
  reason_at: nullable(at()),
  revision: int('How many reasons were published (each one sent to the investors again).'),
}, { description: 'An overdue installment\'s notice (온투법 22조⑤).' });
export type OverdueNotice = Static<typeof OVERDUE_NOTICE>;

/** A notice on the operators' board, with whether its money has arrived since (the notice stays, as the law's record). */
export type BoardNotice = OverdueNotice & { settled: boolean };

export const OVERDUE_BOARD_PRODUCT = Type.Object({
  product_id: uuid(), title: str(), status: str('The product\'s status.'),
  notices: Type.Array(
    Type.Unsafe<BoardNotice>({ allOf: [ref('OverdueNotice'), Type.Object({ settled: bool('The borrower\'s money for the installment has arrived since.') })] }),
    { description: 'Latest installment first.' },
  ),
}, { description: 'A product with overdue notices, as operators see it.' });
export type OverdueBoardProductView = Static<typeof OVERDUE_BOARD_PRODUCT>;
