// Boards and pages (docs/api.md "Boards and pages"), the policies with their versions, the public
// forms, and the operators' posts, policy versions and form follow-up.
import { operationsFor, PAGE_PARAMS, pathParam, queryParam, uuidPath } from '../operation';
import type { Paths, Schema } from '../openapi.types';
import { BOARDS } from '../components';
import { arr, body, bool, date, enumOf, extend, instant, int, nullable, obj, page, ref, str, uuid, won } from '../schema';

const op = operationsFor('Boards');

const FORM_STATUSES = ['new', 'contacted', 'closed'] as const;
const boardParam = pathParam('board', enumOf(BOARDS), 'The board; another name is 404 `not_found`.');
const termsParam = pathParam('terms', str(undefined, { pattern: '^[a-z][a-z0-9_]{0,39}$' }), 'The policy, e.g. `terms_of_service`, `privacy`.');
const attachment = obj({ name: str(), url: str(undefined, { format: 'uri' }) });
const link = nullable(obj({ id: uuid(), title: str() }));

function articleBody(partial: boolean): Schema {
  const o = (key: string) => (partial ? `${key}?` : key);
  return body({
    [o('title')]: str(undefined, { maxLength: 200 }),
    [o('body')]: str('HTML, sanitized on save (scripts, event handlers and unsafe URLs dropped; all-unsafe is `empty_after_sanitize`).', { maxLength: 60_000 }),
    'pinned?': bool(),
    'investor_only?': bool('Opens only for investors of the linked product.'),
    'product_id?': nullable(uuid(partial ? 'null removes the link.' : undefined)),
    'category?': nullable(str('FAQ category.', { maxLength: 40 })),
    'source?': nullable(str('Press: the outlet.', { maxLength: 60 })),
    'link_url?': nullable(str('Press: the article\'s URL (http/https).', { maxLength: 1000 })),
    'attachments?': nullable(arr(body({ name: str(undefined, { maxLength: 200 }), url: str(undefined, { format: 'uri' }) }), 'At most 10.')),
  });
}

const formHandling = body({ status: enumOf(FORM_STATUSES), 'memo?': str(undefined, { maxLength: 1000 }) });
const formHandled = obj({ id: uuid(), status: enumOf(FORM_STATUSES), memo: nullable(str()), handled_at: nullable(instant()) });
const formFollowUp = { status: enumOf(FORM_STATUSES), memo: nullable(str()), handled_at: nullable(instant()) };

/** The operators' list of one public form and the follow-up of one entry (both forms alike). */
function formFollowUpPaths(
  form: string,
  spec: { list: { id: string; summary: string }; handle: { id: string; summary: string }; what: string; row: Record<string, Schema> },
): Paths {
  const common = { access: 'operator' as const, notInApiMd: true, addition: 'the forms\' follow-up.' };
  return {
    [`/admin/${form}`]: {
      get: op('get', {
        ...common,
        ...spec.list,
        params: [...PAGE_PARAMS, queryParam('status', enumOf(FORM_STATUSES))],
        ok: { status: 200, description: 'A page.', schema: page(obj({ ...spec.row, ...formFollowUp })) },
        fails: ['invalid_input'],
      }),
    },
    [`/admin/${form}/{id}`]: {
      patch: op('patch', {
        ...common,
        ...spec.handle,
        params: [uuidPath('id', spec.what)],
        body: formHandling,
        ok: { status: 200, description: 'Updated.', schema: formHandled },
        fails: ['not_found'],
      }),
    },
  };
}

export const boardsSchemas: Record<string, Schema> = {
  ArticleSummary: obj({
    id: uuid(), title: str(), created_at: instant(), pinned: bool(), investor_only: bool(), 'product_id?': uuid(),
    'category?': str('Addition to docs/api.md (faq).'), 'source?': str('Addition to docs/api.md (press).'), 'link_url?': str('Addition to docs/api.md (press).'),
  }, 'A list row; investor-only posts list for everyone (title only).'),
  Article: obj({
    id: uuid(), board: enumOf(BOARDS), title: str(), body_html: str('Sanitized HTML.'), created_at: instant(),
    updated_at: instant('Addition to docs/api.md.'), pinned: bool(), investor_only: bool(), product_id: nullable(uuid()),
    category: nullable(str()), source: nullable(str()), link_url: nullable(str()), attachments: arr(attachment),
  }, 'A post. Beyond docs/api.md: updated_at, pinned, investor_only, product_id, category, source, link_url, attachments.'),
};

export const boardsPaths: Paths = {
  '/boards/{board}': {
    get: op('get', {
      id: 'listBoard',
      summary: 'Posts of a board, pinned first, newest first',
      access: 'public',
      params: [boardParam, ...PAGE_PARAMS, queryParam('q', str(undefined, { maxLength: 100 }), 'Search text.'), queryParam('category', str(undefined, { maxLength: 40 }), 'FAQ category.')],
      ok: { status: 200, description: 'A page of posts.', schema: page(ref('ArticleSummary')) },
      fails: ['invalid_input', 'not_found'],
      addition: '`category` filter and `category`, `source`, `link_url` on rows.',
    }),
  },
  '/boards/{board}/{id}': {
    get: op('get', {
      id: 'getArticle',
      summary: 'One post with its neighbours',
      description: 'Investor-only posts open only for investors of the linked product (operators read everything): no session 401 `no_permission`, no investment at all 403 `is_investor_only`, not in this product 403 `not_invested_this_product`.',
      access: 'optionalSession',
      params: [boardParam, uuidPath('id', 'post')],
      ok: { status: 200, description: 'The post.', schema: extend(ref('Article'), { prev: link, next: link }) },
      fails: ['invalid_input', 'not_found', 'no_permission', 'is_investor_only', 'not_invested_this_product'],
      addition: '`updated_at`, `pinned`, `investor_only`, `product_id`, `category`, `source`, `link_url`, `attachments`; `prev`/`next` are always present, `{id, title}` or null.',
    }),
  },
  '/policies': {
    get: op('get', {
      id: 'listPolicies',
      summary: 'Every policy\'s current version',
      access: 'public',
      notInApiMd: true,
      addition: 'the list of policies, with an announced upcoming version.',
      ok: {
        status: 200,
        description: 'The policies.',
        schema: obj({ items: arr(obj({ terms: str(), title: str(), version: int(), effective_on: date(), 'upcoming?': obj({ version: int(), effective_on: date() }) })) }),
      },
    }),
  },
  '/policies/{terms}': {
    get: op('get', {
      id: 'getPolicy',
      summary: 'A policy: the version in force, or `?version=`',
      access: 'public',
      params: [termsParam, queryParam('version', int(undefined, { minimum: 1 }), 'A past (or announced) version.')],
      ok: {
        status: 200,
        description: 'The policy.',
        schema: obj({
          terms: str(), title: str(), body_html: str(), effective_on: date(),
          version: int('Addition to docs/api.md.'), is_current: bool('Addition to docs/api.md.'),
          versions: arr(obj({ version: int(), effective_on: date(), is_current: bool(), upcoming: bool() }), 'Addition to docs/api.md.'),
        }),
      },
      fails: ['invalid_input', 'not_found'],
      addition: 'versions: `?version=`, `version`, `is_current`, `versions`.',
    }),
  },
  '/inquiries/corporate': {
    post: op('post', {
      id: 'submitCorporateInquiry',
      summary: 'Corporate investing inquiry',
      access: 'public',
      notInApiMd: true,
      addition: 'the public corporate-investing form.',
      rateLimited: true,
      body: body({
        company_name: str(undefined, { maxLength: 100 }), contact_name: str(undefined, { maxLength: 50 }), phone: str(undefined, { maxLength: 20 }),
        email: str(undefined, { maxLength: 200 }), amount: won(undefined, { minimum: 1_000_000, maximum: 100_000_000_000 }),
        'message?': str(undefined, { maxLength: 2000 }), agree_privacy: { type: 'boolean', const: true, description: 'Consent to collecting personal data (`must_agree`).' },
      }),
      ok: { status: 201, description: 'Received.', schema: obj({ id: uuid(), created_at: instant() }) },
    }),
  },
  '/loan_applications': {
    post: op('post', {
      id: 'submitLoanApplication',
      summary: 'Apartment-secured loan application',
      access: 'public',
      notInApiMd: true,
      addition: 'the public loan application form.',
      rateLimited: true,
      body: body({
        address: str(undefined, { minLength: 5, maxLength: 200 }),
        estimated_value: won(undefined, { minimum: 10_000_000, maximum: 100_000_000_000 }),
        requested_amount: won('At most estimated_value', { minimum: 1_000_000, maximum: 100_000_000_000 }),
        name: str(undefined, { maxLength: 50 }), phone: str(undefined, { maxLength: 20 }),
        'email?': nullable(str(undefined, { maxLength: 200 })), 'message?': str(undefined, { maxLength: 2000 }),
        'source?': enumOf(['landing_apt', 'loan_apt']),
        agree_privacy: { type: 'boolean', const: true },
      }),
      ok: { status: 201, description: 'Received.', schema: obj({ id: uuid(), created_at: instant() }) },
    }),
  },
  '/admin/boards/{board}': {
    post: op('post', {
      id: 'adminCreateArticle',
      summary: 'Write a post',
      access: 'operator',
      params: [boardParam],
      body: articleBody(false),
      ok: { status: 201, description: 'The post.', schema: ref('Article') },
      fails: ['not_found'],
      addition: '`category`, `source`, `link_url`, `attachments`; an unknown product_id is invalid_input `{product_id: no_such_product}`.',
    }),
  },
  '/admin/boards/{board}/{id}': {
    patch: op('patch', {
      id: 'adminUpdateArticle',
      summary: 'Edit a post (any subset of the fields)',
      access: 'operator',
      params: [boardParam, uuidPath('id', 'post')],
      body: articleBody(true),
      bodyOptional: true,
      ok: { status: 200, description: 'The post.', schema: ref('Article') },
      fails: ['not_found'],
    }),
    delete: op('delete', {
      id: 'adminDeleteArticle',
      summary: 'Delete a post',
      access: 'operator',
      params: [boardParam, uuidPath('id', 'post')],
      ok: { status: 204, description: 'Deleted.' },
      fails: ['invalid_input', 'not_found'],
    }),
  },
  '/admin/policies/{terms}': {
    post: op('post', {
      id: 'adminPublishPolicy',
      summary: 'Publish a new version of a policy',
      description: 'Earlier versions stay readable by `?version=`; a version dated in the future shows as upcoming until its day.',
      access: 'operator',
      notInApiMd: true,
      addition: 'policy versions.',
      params: [termsParam],
      body: body({ title: str(undefined, { maxLength: 100 }), body: str('HTML, sanitized.', { maxLength: 100_000 }), effective_on: date() }),
      ok: { status: 201, description: 'Published.', schema: obj({ terms: str(), version: int(), title: str(), effective_on: date() }) },
      fails: ['not_found'],
    }),
  },
  ...formFollowUpPaths('inquiries', {
    list: { id: 'adminListInquiries', summary: 'Corporate inquiries, newest first' },
    handle: { id: 'adminHandleInquiry', summary: 'Record the follow-up of an inquiry' },
    what: 'inquiry',
    row: { id: uuid(), company_name: str(), contact_name: str(), phone: str(), email: str(), amount: won(), message: str(), created_at: instant() },
  }),
  ...formFollowUpPaths('loan_applications', {
    list: { id: 'adminListLoanApplications', summary: 'Loan applications, newest first' },
    handle: { id: 'adminHandleLoanApplication', summary: 'Record the follow-up of a loan application' },
    what: 'loan application',
    row: {
      id: uuid(), address: str(), estimated_value: won(), requested_amount: won(), ltv_bp: int('Requested / estimated value, basis points.'),
      name: str(), phone: str(), email: nullable(str()), message: str(), source: str(), created_at: instant(),
    },
  }),
};
