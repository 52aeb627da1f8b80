// GET /investments/{id}/documents and …/{kind}: the investor's own 연계투자설명서 and 연계투자 계약서
// (docs/api.md "Investment documents and tax forms"), as JSON or a Korean PDF.
import { endpoint, enumOf, pathParam, queryParam, ref, Type, uuidPath } from '../../shared/http/schema';
import { DOCUMENT_KINDS_SHOWN } from './investing-answers.schema';

const NOT_YOURS = 'someone else\'s or an unknown investment is 404 `not_found`.';

export const LIST_INVESTMENT_DOCUMENTS = endpoint({
  method: 'get', path: '/investments/{id}/documents',
  id: 'listInvestmentDocuments', summary: 'An investment\'s documents: the 연계투자설명서 and the 연계투자 계약서',
  description: 'Issued in the same transaction as the investment (온투법 23조①) and kept, never deleted (not even with the account), until at least five years after the loan ends: the database refuses to delete them before `retain_until`, which is set when the investment is canceled or its loan completed.',
  access: 'session',
  params: [uuidPath('id', 'investment')],
  ok: { status: 200, description: 'Prospectus first, then contract (empty for an investment placed before documents were issued).', schema: Type.Array(ref('InvestmentDocumentListItem')) },
  fails: ['invalid_input', 'not_found'],
  addition: NOT_YOURS,
});

export const GET_INVESTMENT_DOCUMENT = endpoint({
  method: 'get', path: '/investments/{id}/documents/{kind}',
  id: 'getInvestmentDocument', summary: 'One investment document, as JSON or a PDF',
  description: 'The document as issued. `?format=pdf`: a printable Korean PDF (application/pdf) a phone can open or save.',
  access: 'session',
  // The path's kind and `format` are read in the handler, after the id (an empty `format` is invalid_value).
  params: [uuidPath('id', 'investment'), pathParam('kind', enumOf(DOCUMENT_KINDS_SHOWN)), queryParam('format', enumOf(['json', 'pdf']))],
  ok: {
    status: 200,
    description: 'The document (JSON, or the PDF with `?format=pdf`).',
    schema: ref('InvestmentDocument'),
    content: { 'application/pdf': { schema: { type: 'string', description: 'With `?format=pdf`: the document as a Korean A4 PDF, `Content-Disposition: inline` with an ASCII `filename` and the Korean name as `filename*` (RFC 6266).' } } },
  },
  fails: ['invalid_input', 'not_found'],
  addition: `without \`?format=pdf\` the document comes as JSON with its stored \`content\`; ${NOT_YOURS}`,
});
