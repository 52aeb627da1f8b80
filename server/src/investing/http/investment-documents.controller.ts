// GET /investments/{id}/documents and GET /investments/{id}/documents/{kind} (docs/api.md "Investment
// documents and tax forms"): the investor's own 연계투자설명서 and 연계투자 계약서. `?format=pdf`
// gives the printable PDF (Korean text, a Korean file name a phone saves it under); without it,
// the document as JSON with its stored content (an addition, documented in the OpenAPI output).
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { seoulDate } from '../../shared/clock';
import { invalidInput } from '../../shared/errors/domain-error';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { UuidParam, uuidOf } from '../../shared/http/schema';
import { pdfDisposition } from '../../shared/pdf/korean-pdf';
import { DocumentKind, ProspectusContent } from '../documents/document-contents';
import { InvestmentDocumentsQuery } from '../documents/investment-documents.query';
import { contractPdf } from '../documents/pdf/contract.pdf';
import { prospectusPdf } from '../documents/pdf/prospectus.pdf';
import { transferContractPdf } from '../documents/pdf/transfer-contract.pdf';
import { DOCUMENT_KINDS_SHOWN, type ContractContent, type InvestmentDocument, type InvestmentDocumentListItem, type TransferContractContent } from './investing-answers.schema';

const KOREAN_NAMES: Record<DocumentKind, string> = { prospectus: '연계투자설명서', contract: '연계투자계약서', transfer_contract: '원리금수취권양수도계약서' };

function renderPdf(document: InvestmentDocument): Promise<Buffer> {
  const issuedOn = seoulDate(new Date(document.issued_at));
  switch (document.kind) {
    case 'prospectus': return prospectusPdf(document.content as ProspectusContent, document.issued_at, issuedOn);
    case 'contract': return contractPdf(document.content as ContractContent, issuedOn);
    case 'transfer_contract': return transferContractPdf(document.content as TransferContractContent, issuedOn);
  }
}

@Controller('investments/:id/documents')
export class InvestmentDocumentsController {
  constructor(private readonly documents: InvestmentDocumentsQuery) {}

  @Get()
  list(@UuidParam('id') id: string, @CurrentUser() me: SessionUser): Promise<InvestmentDocumentListItem[]> {
    return this.documents.list(me.id, id);
  }

  @Get(':kind')
  async one(
    @Param('id') id: string, @Param('kind') kind: string, @Query('format') format: unknown, @CurrentUser() me: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<InvestmentDocument | Buffer> {
    const investmentId = uuidOf(id);
    if (!(DOCUMENT_KINDS_SHOWN as readonly string[]).includes(kind)) throw invalidInput({ kind: 'invalid_value' });
    if (format !== undefined && format !== 'json' && format !== 'pdf') throw invalidInput({ format: 'invalid_value' });
    const document = await this.documents.one(me.id, investmentId, kind as DocumentKind);
    if (format !== 'pdf') return document;
    const pdf = await renderPdf(document);
    const name = `${KOREAN_NAMES[document.kind]}_${seoulDate(new Date(document.issued_at))}_${investmentId.slice(0, 8)}.pdf`;
    void reply.header('content-type', 'application/pdf').header('content-disposition', pdfDisposition(`${document.kind}-${investmentId}.pdf`, name));
    return pdf;
  }
}
