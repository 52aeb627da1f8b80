// Notifications, disclosures and tax statements (docs/api.md's section of that name, issue #16): the
// investor's notification centre and marketing consent, the public monthly disclosure (온투법
// 10조), the yearly tax statement, and the operators' overdue notices (22조⑤). Several contexts
// (notifications, disclosures, repayments), kept together as docs/api.md keeps them.
import { NOTIFICATION_KINDS } from '../../notifications';
import { operationsFor, pathParam, queryParam, uuidPath } from '../operation';
import type { Operation, Paths, Schema } from '../openapi.types';
import { arr, body, bool, bp, date, enumOf, extend, instant, int, nullable, obj, ref, str, uuid, won } from '../schema';

const notifications = operationsFor('Notifications');
const disclosures = operationsFor('Disclosures');
const repayments = operationsFor('Repayments');

const figures = {
  cumulative_loan_amount: won('Loans executed before the month\'s end (or now)'),
  outstanding_amount: won('Their principal not yet repaid, recovered or written off'),
  cumulative_repaid_amount: won('Principal repaid by installments'),
  overdue_amount: won('Addition to docs/api.md: outstanding principal of loans with an installment unpaid 30 days or more, or accelerated (defaulted)'),
  overdue_rate_bp: bp('Delinquency rate (연체율): overdue_amount over outstanding_amount; an acceleration never lowers it'),
  product_count: int('Loans executed.'),
  investor_count: int('Investors holding an investment then.'),
  fees: obj({ collected_in_month: won('Platform fees withheld from interest in the month'), platform_fee_bp: bp('The fee policy in force') }),
  repayment_methods: arr(obj({ method: enumOf(['equal_installment', 'bullet']), count: int() }), 'Loans executed by repayment method.'),
  average_rate_bp: bp('Addition to docs/api.md: the average loan rate'),
  defaulted_amount: won('Principal claimed by accelerations (기한이익상실) recorded in the month'),
  recovered_amount: won('Principal paid back to investors by recoveries and sale prices in the month'),
  sold_amount: won('Principal of the claims sold in the month (what acceleration claimed less what recoveries had paid back)'),
  written_off_amount: won('Principal written off in the month, a sale\'s unpaid rest included'),
  cumulative_defaulted_amount: won('defaulted_amount since the first loan'),
  cumulative_recovered_amount: won('recovered_amount since the first loan'),
  cumulative_sold_amount: won('sold_amount since the first loan'),
  cumulative_written_off_amount: won('written_off_amount since the first loan (before later recoveries)'),
  loss_rate_bp: bp('Principal written off, net of later recoveries, over cumulative_loan_amount'),
  recovery_by_cohort: arr(obj({
    executed_year: int('Year of execution, Korea time.'),
    defaulted: won('Principal claimed by accelerations of that year\'s loans'),
    recovered: won('Of it, paid back by recoveries and sale prices'),
    written_off: won('Of it, written off and not recovered since'),
  }), 'Per year of execution, oldest first; years without an acceleration are left out.'),
};

const platformDisclosure = obj(Object.fromEntries([
  'business_model', 'credit_assessment', 'repayment_methods', 'collection', 'deposit_institution', 'wind_down', 'registration', 'support', 'conflict_of_interest',
].map((key) => [key, str()])), 'The standing items of 온투법 10조① that are not figures, in Korean.');

const overdueNotice = {
  product_id: uuid(),
  seq: int('The overdue installment.'),
  due_on: date(),
  article_id: uuid('The post on the `overdue` board (title public, body for the product\'s investors).'),
  posted_on: date('The business day the notice was posted and the investors notified.'),
  deadline_on: date('5 Korean business days after the due date (weekends and public holidays skipped): the law\'s limit.'),
  late: bool('Posted after the deadline.'),
  reason: nullable(str('The operator\'s reason; null while it is being confirmed.')),
  reason_at: nullable(instant()),
  revision: int('How many reasons were published (each one sent to the investors again).'),
};

export const noticesSchemas: Record<string, Schema> = {
  Notification: obj({
    id: uuid(),
    kind: enumOf(NOTIFICATION_KINDS, 'Addition to docs/api.md: `product_scheduled` and `product_opened` are also sent to 오픈 알림 subscribers (`category: "requested"`).'),
    category: enumOf(['transactional', 'marketing', 'requested'], 'Addition to docs/api.md: marketing ones are sent only with standing consent; requested ones (오픈 알림) only while the investor\'s subscription stands.'),
    title: str(), body: str(),
    link: nullable(str('A path of the site to open, e.g. `/overdue/{id}`.')),
    created_at: instant(), read_at: nullable(instant()),
  }, 'One notification (also mailed; the mail outbox in sandbox mode).'),
  NotificationSettings: obj({
    marketing: bool('Consent to marketing notifications and mail (온투법 19조).'),
    changed_at: nullable(instant('When the current answer was given; null when never asked.')),
  }),
  OpenAlert: obj({
    types: arr(enumOf(['apt', 'realty', 'credit', 'corporate']), 'Product types to hear of (one or more, distinct).'),
    grades: arr(enumOf(['A', 'B', 'C', 'D', 'E']), 'Grade families (A stands for A1, A2, …); empty: every grade.'),
    min_rate_bp: nullable(bp('Lowest yearly rate wanted, 0–2000; null: any')),
    max_term_months: nullable(int('Longest term wanted, 1–120 months; null: any.')),
    created_at: instant(), updated_at: instant(),
  }, '오픈 알림: the investor is told (in-app `product_scheduled` / `product_opened`, category `requested`, and by mail) when a product meeting every criterion is registered (공개예정) and when it opens; once per product and kind. Investor-only products are left out.'),
  MonthlyDisclosure: obj({
    month: str('YYYY-MM, Korea time.', { pattern: '^\\d{4}-\\d{2}$' }),
    status: enumOf(['provisional', 'published'], 'The running month is provisional; a past month is frozen as it stood at its end by the business clock.'),
    published_at: nullable(instant('The month\'s end; null while it runs.')),
    as_of: instant('Addition to docs/api.md: the instant the figures stand at.'),
    ...figures,
    immediate_disclosure: bool('Addition to docs/api.md: delinquency above 15 %, disclosed at once.'),
    supervisor_report: bool('Addition to docs/api.md: delinquency above 20 %, reported to the supervisor.'),
  }, 'A month of the 온투법 10조 disclosure.'),
  PlatformDisclosure: platformDisclosure,
  TaxStatement: obj({
    year: int(),
    items: arr(obj({
      product_id: uuid(), title: str(), seq: nullable(int('Addition to docs/api.md: the installment; null for a recovery or a sale.')),
      kind: enumOf(['repayment', 'recovery', 'sale', 'transfer'], 'Addition to docs/api.md: an installment\'s payment, a recovery on an accelerated loan, its sale\'s price (interest part above the principal), or the 경과이자 a seller of a claim was paid (원리금수취권 양도).'),
      paid_on: date(),
      interest: won('Late interest included'), 'late_interest?': won('Addition to docs/api.md: the late interest (연체이자) part of `interest`'),
      tax_income: won('Income tax withheld'), tax_local: won('Local income tax withheld'),
    }), 'Every payment of the year (Korea time), oldest first.'),
    total_interest: won(), total_tax_income: won(), total_tax_local: won(),
  }, 'Interest paid in a year and the tax withheld from it.'),
  OverdueNotice: obj(overdueNotice, 'An overdue installment\'s notice (온투법 22조⑤).'),
  OverdueBoardProduct: obj({
    product_id: uuid(), title: str(), status: str('The product\'s status.'),
    notices: arr(extend(ref('OverdueNotice'), { settled: bool('The borrower\'s money for the installment has arrived since.') }), 'Latest installment first.'),
  }, 'A product with overdue notices, as operators see it.'),
};

/** The statement as JSON, or as a PDF with `?format=pdf` (same status, another media type). */
function withPdf(operation: Operation): Operation {
  const ok = operation.responses['200'];
  ok.content = { ...ok.content, 'application/pdf': { schema: { type: 'string', description: 'The PDF document (binary), served inline as tax-statement-{year}.pdf.' } } };
  return operation;
}

function withCsv(operation: Operation): Operation {
  operation.responses['200'].content = { 'text/csv': { schema: { type: 'string', description: 'UTF-8 with a byte-order mark; the first line names the columns.' } } };
  return operation;
}

export const noticesPaths: Paths = {
  '/notifications': {
    get: notifications('get', {
      id: 'listNotifications',
      summary: 'The investor\'s notifications, newest first, with the unread count',
      access: 'session',
      params: [queryParam('cursor', str(), 'From a previous page\'s `next_cursor`.'), queryParam('limit', int(undefined, { minimum: 1, maximum: 100, default: 20 }))],
      ok: { status: 200, description: 'A page.', schema: obj({ items: arr(ref('Notification')), next_cursor: nullable(str()), unread: int('Unread notifications in all.') }) },
      fails: ['invalid_input'],
    }),
  },
  '/notifications/read': {
    post: notifications('post', {
      id: 'markNotificationsRead',
      summary: 'Mark notifications read',
      description: 'The given ids (the caller\'s own; others\' are ignored, at most 500) or, without `ids`, every unread one.',
      access: 'session',
      body: body({ 'ids?': arr(uuid(), 'At most 500.') }),
      bodyOptional: true,
      ok: { status: 204, description: 'Marked.' },
    }),
  },
  '/me/notification_settings': {
    get: notifications('get', {
      id: 'getNotificationSettings',
      summary: 'The investor\'s marketing consent',
      description: 'Transactional notifications (the investor\'s own money and contracts) are always sent; marketing ones only with this consent.',
      access: 'session',
      notInApiMd: true,
      addition: 'marketing consent, given at sign-up and withdrawable in the profile (온투법 19조, 시행령 18조⑥).',
      ok: { status: 200, description: 'The consent.', schema: ref('NotificationSettings') },
    }),
    put: notifications('put', {
      id: 'changeNotificationSettings',
      summary: 'Give or withdraw marketing consent',
      description: 'The sign-up form sends its checkbox right after sign-up with `source: "sign_up"`; the profile sends `"profile"` (the default). Every change is kept with its source; the same answer again changes nothing.',
      access: 'session',
      notInApiMd: true,
      addition: 'marketing consent, given at sign-up and withdrawable in the profile (온투법 19조, 시행령 18조⑥).',
      body: body({ marketing: bool(), 'source?': enumOf(['sign_up', 'profile']) }),
      ok: { status: 200, description: 'The consent now.', schema: ref('NotificationSettings') },
    }),
  },
  '/me/open_alerts': {
    get: notifications('get', {
      id: 'getOpenAlert',
      summary: 'The investor\'s 오픈 알림 subscription',
      access: 'session',
      notInApiMd: true,
      addition: '오픈 알림 (issue 31, item 13): notice of products matching the investor\'s criteria when they are scheduled and when they open.',
      ok: { status: 200, description: 'The subscription, or null when there is none.', schema: obj({ alert: nullable(ref('OpenAlert')) }) },
    }),
    put: notifications('put', {
      id: 'saveOpenAlert',
      summary: 'Subscribe to 오픈 알림, or change its criteria',
      description: 'The subscription is the investor\'s consent to these notices and mails (no marketing consent is needed on top); DELETE withdraws it. A bad field is `invalid_input` with `fields` and a Korean message naming the first one.',
      access: 'session',
      notInApiMd: true,
      addition: '오픈 알림 (issue 31, item 13).',
      body: body({
        types: arr(enumOf(['apt', 'realty', 'credit', 'corporate']), 'One to four distinct types.'),
        'grades?': nullable(arr(enumOf(['A', 'B', 'C', 'D', 'E']), 'Distinct grade families; absent, null or empty: every grade.')),
        'min_rate_bp?': nullable(int('0–2000 (basis points).', { minimum: 0, maximum: 2000 })),
        'max_term_months?': nullable(int('1–120.', { minimum: 1, maximum: 120 })),
      }),
      ok: { status: 200, description: 'The subscription now.', schema: obj({ alert: ref('OpenAlert') }) },
      fails: ['invalid_input'],
    }),
    delete: notifications('delete', {
      id: 'deleteOpenAlert',
      summary: 'Unsubscribe from 오픈 알림',
      description: 'At once: nothing more is notified or mailed for it. Without a subscription it still answers 204.',
      access: 'session',
      notInApiMd: true,
      addition: '오픈 알림 (issue 31, item 13).',
      ok: { status: 204, description: 'Unsubscribed.' },
    }),
  },
  '/disclosures/monthly': {
    get: disclosures('get', {
      id: 'listMonthlyDisclosures',
      summary: 'The monthly disclosure (온투법 10조), newest month first',
      description: 'From the first month with an executed loan to the running month.',
      access: 'public',
      ok: {
        status: 200,
        description: 'Every month.',
        schema: obj({ items: arr(ref('MonthlyDisclosure')), platform: { ...ref('PlatformDisclosure'), description: 'Addition to docs/api.md: the standing items.' } }),
      },
    }),
  },
  '/disclosures/monthly/{month}': {
    get: disclosures('get', {
      id: 'getMonthlyDisclosure',
      summary: 'One month of the disclosure',
      description: 'A month after the running one is `not_found`; a malformed month `invalid_input`.',
      access: 'public',
      params: [pathParam('month', str(undefined, { pattern: '^\\d{4}-\\d{2}$' }), 'YYYY-MM.')],
      ok: { status: 200, description: 'The month, with the standing items.', schema: extend(ref('MonthlyDisclosure'), { platform: ref('PlatformDisclosure') }) },
      fails: ['invalid_input', 'not_found'],
    }),
  },
  '/me/tax_statements/{year}': {
    get: withPdf(repayments('get', {
      id: 'getTaxStatement',
      summary: 'The investor\'s yearly statement of interest and tax withheld',
      description: [
        'With `?format=pdf`: the same statement as a printable A4 PDF (`application/pdf`, Korean text in a font shipped with the server). Totals equal the dashboard\'s received interest and tax withheld for the year.',
        'With `?format=pdf&form=withholding`: the yearly 이자소득 원천징수영수증 from the same lines — the payer (the platform, its business registration number), the recipient (legal name, resident registration number masked as `850315-1******`, or 「주민등록번호 미등록」 where none was given), each payment\'s date, interest, income tax and local tax, and the totals.',
      ].join('\n\n'),
      access: 'session',
      params: [
        pathParam('year', int(undefined, { minimum: 2000, maximum: 2100 }), 'Calendar year, Korea time.'), queryParam('format', enumOf(['json', 'pdf'])),
        queryParam('form', enumOf(['statement', 'withholding']), 'The printed layout, with `format=pdf` only (otherwise `invalid_input`, `fields.form`); default `statement`.'),
      ],
      ok: { status: 200, description: 'The statement (JSON, or the PDF with `?format=pdf`).', schema: ref('TaxStatement') },
      fails: ['invalid_input'],
    })),
  },
  '/admin/tax/payment_statements/{year}': {
    get: withCsv(repayments('get', {
      id: 'adminPaymentStatements',
      summary: 'The year\'s 이자소득 지급명세서 lines, as CSV',
      description: 'One line per investor per payment, for filing with the tax office by the end of February: 귀속연도, 지급일, the payer\'s business registration number, 소득자 성명, 주민등록번호 (masked, or 「주민등록번호 미등록」), 회원 ID, 소득의 종류, 상품, 상품 ID, 회차, 이자 금액, 원천징수 소득세, 지방소득세. From the same paid installments as each investor\'s tax statement, so the columns\' totals equal the sum of the investors\' statements for the year. UTF-8 with a byte-order mark (Excel), CRLF lines, RFC 4180 quoting; a cell that would start a formula is led by an apostrophe.',
      access: 'operator',
      params: [pathParam('year', int(undefined, { minimum: 2000, maximum: 2100 }), 'Calendar year, Korea time.')],
      ok: { status: 200, description: 'The CSV file (`Content-Disposition: attachment`).' },
      fails: ['invalid_input'],
    })),
  },
  '/admin/products/{id}/overdue_notices': {
    get: repayments('get', {
      id: 'adminListOverdueNotices',
      summary: 'A product\'s overdue notices, latest installment first',
      access: 'operator',
      notInApiMd: true,
      addition: 'reading the notices back, with their legal deadline and a late flag.',
      params: [uuidPath('id', 'product')],
      ok: { status: 200, description: 'The notices (none for an unknown product).', schema: obj({ items: arr(ref('OverdueNotice')) }) },
      fails: ['invalid_input'],
    }),
    post: repayments('post', {
      id: 'adminPublishOverdueReason',
      summary: 'Publish the reason of the latest overdue installment',
      description: 'Revises the product\'s latest overdue post and notifies its investors again (`installment_overdue`, mailed). The same reason again changes and sends nothing.',
      access: 'operator',
      params: [uuidPath('id', 'product')],
      body: body({ reason: str('1–1000 characters, trimmed.', { minLength: 1, maxLength: 1000 }) }),
      ok: { status: 201, description: 'The notice as revised.', schema: ref('OverdueNotice') },
      fails: ['no_such_product', 'not_found'],
    }),
  },
  '/admin/overdue_notices': {
    get: repayments('get', {
      id: 'adminOverdueBoard',
      summary: 'Every product with an overdue notice, latest posted first',
      description: 'At most 200 products, each with its notices.',
      access: 'operator',
      notInApiMd: true,
      addition: 'the operators\' screen of overdue notices across products.',
      ok: { status: 200, description: 'The products.', schema: obj({ items: arr(ref('OverdueBoardProduct')) }) },
    }),
  },
};
