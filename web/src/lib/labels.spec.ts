// Proves the Korean names of a loan gone bad: the product statuses, the ledger lines of late
// interest, recovery and write-off, and an investment that reads as its defaulted product.
import { investmentStatus, PRODUCT_STATUS_LABELS, TRANSACTION_LABELS } from './labels';

describe('labels of loans gone bad', () => {
  it('names the new product statuses', () => {
    expect(PRODUCT_STATUS_LABELS.defaulted).toBe('기한이익상실');
    expect(PRODUCT_STATUS_LABELS.written_off).toBe('상각');
    expect(PRODUCT_STATUS_LABELS.sold).toBe('매각');
  });

  it('names the new ledger lines', () => {
    expect(TRANSACTION_LABELS.repayment_late_interest).toBe('연체이자');
    expect(TRANSACTION_LABELS.recovery_principal).toBe('회수 원금');
    expect(TRANSACTION_LABELS.recovery_interest).toBe('회수 이자');
    expect(TRANSACTION_LABELS.write_off).toBe('상각');
  });

  it('reads an executed investment as its defaulted product, with the badge tone of that status', () => {
    expect(investmentStatus({ status: 'executed', product_status: 'defaulted' })).toEqual({ label: '기한이익상실', tone: 'defaulted' });
    expect(investmentStatus({ status: 'executed', product_status: 'sold' })).toEqual({ label: '매각', tone: 'sold' });
  });
});
