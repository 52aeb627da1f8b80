// Operators: a product's overdue notices (온투법 22조⑤), the reason published on its latest one,
// and every product with a notice on one screen (docs/api.md "Operators").
import { endpoint, ref, requestBody, text, Type, uuidPath } from '../../shared/http/schema';
import type { OverdueBoardProductView, OverdueNotice } from './overdue-notice-answers.schema';

export const ADMIN_LIST_OVERDUE_NOTICES = endpoint({
  method: 'get', path: '/admin/products/{id}/overdue_notices',
  id: 'adminListOverdueNotices', summary: 'A product\'s overdue notices, latest installment first',
  access: 'operator', notInApiMd: true,
  addition: 'reading the notices back, with their legal deadline and a late flag.',
  params: [uuidPath('id', 'product')],
  ok: { status: 200, description: 'The notices (none for an unknown product).', schema: Type.Object({ items: Type.Array(ref<OverdueNotice>('OverdueNotice')) }) },
  fails: ['invalid_input'],
});

export const ADMIN_PUBLISH_OVERDUE_REASON = endpoint({
  method: 'post', path: '/admin/products/{id}/overdue_notices',
  id: 'adminPublishOverdueReason', summary: 'Publish the reason of the latest overdue installment',
  description: 'Revises the product\'s latest overdue post and notifies its investors again (`installment_overdue`, mailed). The same reason again changes and sends nothing.',
  access: 'operator',
  params: [uuidPath('id', 'product')],
  body: requestBody({ reason: text({ description: '1–1000 characters, trimmed.', min: 1, max: 1000 }) }),
  ok: { status: 201, description: 'The notice as revised.', schema: ref<OverdueNotice>('OverdueNotice') },
  fails: ['no_such_product', 'not_found'],
});

export const ADMIN_OVERDUE_BOARD = endpoint({
  method: 'get', path: '/admin/overdue_notices',
  id: 'adminOverdueBoard', summary: 'Every product with an overdue notice, latest posted first',
  description: 'At most 200 products, each with its notices.',
  access: 'operator', notInApiMd: true,
  addition: 'the operators\' screen of overdue notices across products.',
  ok: { status: 200, description: 'The products.', schema: Type.Object({ items: Type.Array(ref<OverdueBoardProductView>('OverdueBoardProduct')) }) },
});
