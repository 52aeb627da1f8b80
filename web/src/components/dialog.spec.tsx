// Proves the shared dialog is named by its title, takes focus, keeps Tab inside, closes on Esc (not while busy) and gives focus back to its opener.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Dialog } from './dialog';

function Harness({ busy = false }: { busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      <Dialog open={open} title="투자 확인" onClose={() => setOpen(false)} busy={busy} footer={<button type="button">확인</button>}>
        <button type="button">첫 번째</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is labelled by its title, takes focus and closes on Esc, returning focus to the opener', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: '열기' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: '투자 확인' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.activeElement).toBe(dialog);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside: from the last button to the first and back', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '열기' }));
    const first = screen.getByRole('button', { name: '첫 번째' });
    const last = screen.getByRole('button', { name: '확인' });
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('stays open on Esc while a request is out', () => {
    render(<Harness busy />);
    fireEvent.click(screen.getByRole('button', { name: '열기' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
