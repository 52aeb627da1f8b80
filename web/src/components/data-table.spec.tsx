// Proves the shared table shows the same rows as a captioned table or as labelled cards (title line, facts, actions, totals).
import { render, screen, within } from '@testing-library/react';
import { DataTable, type Column } from './data-table';

type Row = { id: string; title: string; amountWon: number };
const rows: Row[] = [
  { id: 'a', title: '아파트 1호', amountWon: 10_000 },
  { id: 'b', title: '아파트 2호', amountWon: 20_000 },
];
const columns: Column<Row>[] = [
  { key: 'title', header: '상품', cell: (r) => r.title, primary: true },
  { key: 'amount', header: '투자 금액', cell: (r) => `${r.amountWon}원`, numeric: true, total: '30000원' },
  { key: 'manage', header: '관리', cell: (r) => <button type="button">{`${r.title} 취소`}</button>, actions: true },
];

describe('DataTable', () => {
  it('renders a table with a caption, headers and a totals row', () => {
    render(<DataTable caption="투자 내역" columns={columns} rows={rows} rowKey={(r) => r.id} totalLabel="합계" layout="table" />);
    const table = screen.getByRole('table', { name: '투자 내역' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['상품', '투자 금액', '관리']);
    expect(within(table).getByRole('rowheader', { name: '합계' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '투자 내역' })).toHaveAttribute('tabindex', '0');
  });

  it('renders cards on phones: the title line, labelled facts, the actions and the totals', () => {
    render(<DataTable caption="투자 내역" columns={columns} rows={rows} rowKey={(r) => r.id} totalLabel="합계" layout="cards" />);
    const list = screen.getByRole('list', { name: '투자 내역' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('아파트 1호')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('투자 금액').nextSibling).toHaveTextContent('10000원');
    expect(within(cards[1]!).getByRole('button', { name: '아파트 2호 취소' })).toBeInTheDocument();
    expect(within(cards[2]!).getByText('30000원')).toBeInTheDocument();
  });
});
