// Proves a basket line refuses amounts the server would refuse (under 10,000 won, not in 10,000-won units) with the Korean message, and sends a valid change once.
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { failMessages } from '@/lib/fail-messages';
import { BasketItemRow } from './basket-item-row';

const item = { product_id: 'p1', title: '서울 아파트 담보 1호', amount: 50_000, rate_bp: 1200, term_months: 12, remaining_amount: 900_000 };

function renderRow(onChange = jest.fn(), error: string | null = null) {
  render(
    <MemoryRouter>
      <ul>
        <BasketItemRow item={item} error={error} busy={false} onChange={onChange} onRemove={jest.fn()} />
      </ul>
    </MemoryRouter>,
  );
  return onChange;
}

describe('BasketItemRow', () => {
  it('refuses amounts under 10,000 won and off the 10,000-won grid', () => {
    const onChange = renderRow();
    const input = screen.getByLabelText('투자 금액');
    fireEvent.change(input, { target: { value: '9000' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert')).toHaveTextContent(failMessages.min_invest_amount);
    fireEvent.change(input, { target: { value: '15000' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert')).toHaveTextContent(failMessages.invalid_amount);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('sends a valid new amount once and shows the server’s error for this line', () => {
    const onChange = renderRow(jest.fn(), failMessages.exceed_amount_limit);
    expect(screen.getByRole('alert')).toHaveTextContent(failMessages.exceed_amount_limit);
    const input = screen.getByLabelText('투자 금액');
    fireEvent.change(input, { target: { value: '70000' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(70_000);
    expect(screen.getByText(/남은 모집 900,000원/)).toBeInTheDocument();
  });
});
