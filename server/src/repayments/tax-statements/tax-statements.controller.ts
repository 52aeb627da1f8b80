// GET /me/tax_statements/{year} (docs/api.md): the investor's own statement as JSON, or with
// ?format=pdf as a printable PDF (application/pdf, Korean text).
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { BusinessClock } from '../../shared/business-clock';
import { invalidInput } from '../../shared/errors/domain-error';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { taxStatementPdf } from './tax-statement.pdf';
import { TAX_YEAR_MAX, TAX_YEAR_MIN, TaxStatement, TaxStatementQuery } from './tax-statement.query';

@Controller('me/tax_statements')
export class TaxStatementsController {
  constructor(
    private readonly statements: TaxStatementQuery,
    private readonly clock: BusinessClock,
  ) {}

  @Get(':year')
  async statement(@CurrentUser() me: SessionUser, @Param('year') yearText: string, @Query('format') format: unknown, @Res({ passthrough: true }) reply: FastifyReply): Promise<TaxStatement | Buffer> {
    const year = /^\d{4}$/.test(yearText) ? Number(yearText) : NaN;
    if (!(year >= TAX_YEAR_MIN && year <= TAX_YEAR_MAX)) throw invalidInput({ year: 'invalid_value' });
    if (format !== undefined && format !== 'json' && format !== 'pdf') throw invalidInput({ format: 'invalid_value' });
    const statement = await this.statements.statement(me.id, year);
    if (format !== 'pdf') return statement;
    const pdf = await taxStatementPdf(statement, { name: me.name, email: me.email }, this.clock.today());
    void reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename="tax-statement-${year}.pdf"`);
    return pdf;
  }
}
