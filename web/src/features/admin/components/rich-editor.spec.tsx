// Proves the operators' editor only inserts web, mail or site links, and shows and edits the HTML source.
import { fireEvent, render, screen } from '@testing-library/react';
import { RichEditor } from './rich-editor';
import { isAllowedLink } from './rich-editor-tools';

describe('RichEditor', () => {
  it('allows http(s), mailto and site links only', () => {
    expect(isAllowedLink('https://example.com')).toBe(true);
    expect(isAllowedLink('mailto:help@example.com')).toBe(true);
    expect(isAllowedLink('/notice')).toBe(true);
    expect(isAllowedLink('//evil.example')).toBe(false);
    expect(isAllowedLink('javascript:alert(1)')).toBe(false);
  });

  it('loads the initial HTML and reports edits made in the source view', () => {
    const onChange = jest.fn();
    render(<RichEditor label="본문" initialHtml="<p>처음</p>" onChange={onChange} />);
    expect(screen.getByRole('textbox', { name: '본문' }).innerHTML).toBe('<p>처음</p>');
    fireEvent.click(screen.getByRole('button', { name: 'HTML 보기' }));
    fireEvent.change(screen.getByRole('textbox', { name: '본문' }), { target: { value: '<h2>고침</h2>' } });
    expect(onChange).toHaveBeenLastCalledWith('<h2>고침</h2>');
    fireEvent.click(screen.getByRole('button', { name: '편집기로' }));
    expect(screen.getByRole('textbox', { name: '본문' }).innerHTML).toBe('<h2>고침</h2>');
  });
});
