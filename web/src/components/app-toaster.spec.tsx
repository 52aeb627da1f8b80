// Proves the toast configuration: top-right on wide windows and bottom-center at ≤ 768 px, 4 s default/error, 2 s success, loading until dismissed, at most 20 kept.
import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { stubViewport } from '@/test/test-utils';
import { AppToaster, TOAST_OPTIONS } from './app-toaster';

function toasterPosition(): string {
  // react-hot-toast puts the position in each toast wrapper's inline style (top/bottom, justify-content).
  const wrapper = screen.getAllByRole('status')[0]?.closest('div[style*="position: absolute"]') as HTMLElement | null;
  if (!wrapper) throw new Error('no toast wrapper');
  const vertical = wrapper.style.top !== '' ? 'top' : 'bottom';
  const horizontal = wrapper.style.justifyContent === 'flex-end' ? 'right' : wrapper.style.justifyContent === 'center' ? 'center' : 'left';
  return `${vertical}-${horizontal}`;
}

describe('toast configuration', () => {
  afterEach(() => {
    act(() => toast.remove());
  });

  it('uses the seed durations', () => {
    expect(TOAST_OPTIONS.duration).toBe(4000);
    expect(TOAST_OPTIONS.error?.duration).toBe(4000);
    expect(TOAST_OPTIONS.success?.duration).toBe(2000);
    expect(TOAST_OPTIONS.loading?.duration).toBe(Infinity);
  });

  it('shows toasts top-right on a 1280 px window', () => {
    stubViewport(1280);
    render(<AppToaster />);
    act(() => {
      toast('안내');
    });
    expect(toasterPosition()).toBe('top-right');
  });

  it('shows toasts bottom-center on a 768 px window', () => {
    stubViewport(768);
    render(<AppToaster />);
    act(() => {
      toast('안내');
    });
    expect(toasterPosition()).toBe('bottom-center');
  });

  it('keeps at most 20 toasts visible', () => {
    stubViewport(1280);
    render(<AppToaster />);
    act(() => {
      for (let i = 0; i < 25; i += 1) toast.loading(`처리 중 ${i}`);
    });
    const visible = screen.getAllByRole('status').filter((node) => !(node.closest('[style*="opacity: 0"]')));
    expect(visible.length).toBeLessThanOrEqual(20);
    expect(screen.queryByText('처리 중 24')).not.toBeNull();
  });
});
