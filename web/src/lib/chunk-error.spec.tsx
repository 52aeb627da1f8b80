// Proves a failed screen-chunk load shows the Korean loading-error message and reloads after exactly 1 s, once, and never loops.
import { act, render, screen } from '@testing-library/react';
import { ChunkErrorScreen } from '@/components/error-screens';
import { isChunkLoadError, scheduleChunkReload } from './chunk-error';

describe('chunk load errors', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('recognises dynamic-import failures and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'Loading chunk 3 failed' })).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads after 1 s, not before', () => {
    const reload = jest.fn();
    scheduleChunkReload(reload, Date.now());
    jest.advanceTimersByTime(999);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem('chunk-reload-at')).not.toBeNull();
  });

  it('does not reload again right after a reload (loop guard)', () => {
    const reload = jest.fn();
    window.sessionStorage.setItem('chunk-reload-at', String(Date.now()));
    expect(scheduleChunkReload(reload, Date.now())).toBeNull();
    jest.advanceTimersByTime(5000);
    expect(reload).not.toHaveBeenCalled();
  });

  it('the screen shows the Korean message, then offers a manual refresh when guarded', () => {
    window.sessionStorage.setItem('chunk-reload-at', String(Date.now()));
    render(<ChunkErrorScreen />);
    expect(screen.getByRole('heading', { name: /화면을 불러오는 중 오류가 발생했습니다/ })).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: '새로고침' })).toBeInTheDocument();
  });
});
