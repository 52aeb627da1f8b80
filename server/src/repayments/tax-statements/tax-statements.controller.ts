// GET /me/tax_statements/{year} (docs/api.md): the investor's own statement as JSON, or with
// ?format=pdf as a printable PDF (application/pdf, Korean text); `&form=withholding` gives the
// yearly 이자소득 원천징수영수증 instead, from the same lines.
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { BusinessClock } from '../../shared/business-clock';
import { invalidInput } from '../../shared/errors/domain-error';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { pdfDisposition } from '../../shared/pdf/korean-pdf';
import { ResidentNumbers } from '../../identity';
import { taxStatementPdf } from './tax-statement.pdf';
import { TaxStatementQuery } from './tax-statement.query';
import { readTaxYear, TAX_FORMS, type TaxStatement } from './tax-statements.schema';
import { withholdingReceiptPdf } from './withholding-receipt.pdf';

@Controller('me/tax_statements')
export class TaxStatementsController {
  constructor(
    private readonly statements: TaxStatementQuery,
    private readonly clock: BusinessClock,
    private readonly residentNumbers: ResidentNumbers,
  ) {}

  @Get(':year')
  async statement(
    @CurrentUser() me: SessionUser, @Param('year') yearText: string, @Query('format') format: unknown, @Query('form') form: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TaxStatement | Buffer> {
    const year = readTaxYear(yearText);
    if (format !== undefined && format !== 'json' && format !== 'pdf') throw invalidInput({ format: 'invalid_value' });
    // A form is a printed layout: asked of JSON, it is a mistake worth saying.
    if (form !== undefined && (!(TAX_FORMS as readonly unknown[]).includes(form) || format !== 'pdf')) throw invalidInput({ form: 'invalid_value' });
    const statement = await this.statements.statement(me.id, year);
    if (format !== 'pdf') return statement;
    if (form === 'withholding') {
      const masked = (await this.residentNumbers.maskedOf([me.id])).get(me.id) ?? null;
      const pdf = await withholdingReceiptPdf(statement, { name: me.name, maskedResidentNumber: masked }, this.clock.today());
      void reply.header('content-type', 'application/pdf').header('content-disposition', pdfDisposition(`withholding-receipt-${year}.pdf`, `${year}년_이자소득_원천징수영수증.pdf`));
      return pdf;
    }
    const pdf = await taxStatementPdf(statement, { name: me.name, email: me.email }, this.clock.today());
    void reply.header('content-type', 'application/pdf').header('content-disposition', pdfDisposition(`tax-statement-${year}.pdf`, `${year}년_이자소득_원천징수_내역서.pdf`));
    return pdf;
  }
}
