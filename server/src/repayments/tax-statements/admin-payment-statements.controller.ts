// Operators: GET /admin/tax/payment_statements/{year} (docs/api.md "Investment documents and tax
// forms"), the year's 이자소득 지급명세서 lines as a CSV file Excel opens, streamed a page at a time.
import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import { Readable } from 'node:stream';
import { Roles } from '../../shared/http/auth.decorators';
import { paymentStatementsCsv } from './payment-statements.csv';
import { PaymentStatementsQuery } from './payment-statements.query';
import { readTaxYear } from './tax-statements.schema';

@Controller('admin/tax/payment_statements')
@Roles('operator')
export class AdminPaymentStatementsController {
  constructor(private readonly statements: PaymentStatementsQuery) {}

  @Get(':year')
  file(@Param('year') yearText: string): StreamableFile {
    const year = readTaxYear(yearText);
    const body = Readable.from(paymentStatementsCsv(year, this.statements.lines(year)), { objectMode: false });
    return new StreamableFile(body, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="payment-statements-${year}.csv"; filename*=UTF-8''${encodeURIComponent(`${year}년_이자소득_지급명세서.csv`)}`,
    });
  }
}
