// Proves the allow-list sanitizer drops scripts, event handlers and dangerous URLs while keeping
// the formatting the operators' editor produces.
import { htmlToText, isSafeHttpUrl, sanitizeArticleHtml } from './html-sanitizer';

describe('sanitizeArticleHtml', () => {
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src="x.png" onerror="alert(1)">', '<img src="x.png" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/x">x</a>', '<a>x</a>'],
    ['<img src="javascript:alert(1)">', '<img />'],
    ['<p style="background:url(x)" onclick="x()">t</p>', '<p>t</p>'],
    ['<svg onload="alert(1)"><circle/></svg>', ''],
    ['<iframe src="https://evil.example"></iframe>', ''],
  ])('%s → %s', (input, output) => {
    expect(sanitizeArticleHtml(input)).toBe(output);
  });

  it('keeps headings, emphasis, lists, tables and safe links', () => {
    const html = '<h2>제목</h2><p><strong>굵게</strong> <em>기울임</em></p><ol><li>하나</li></ol><table><tbody><tr><td>칸</td></tr></tbody></table><a href="mailto:a@b.kr">메일</a>';
    expect(sanitizeArticleHtml(html)).toBe(html);
    expect(sanitizeArticleHtml('<a href="https://example.com" target="_self">외부</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">외부</a>');
  });
});

describe('htmlToText and isSafeHttpUrl', () => {
  it('reads text without tags and decodes common entities', () => {
    expect(htmlToText('<p>가 &amp; 나</p><p>다</p>')).toBe('가 & 나 다');
  });

  it('accepts only absolute http(s) URLs', () => {
    expect(isSafeHttpUrl('https://example.com/a.pdf')).toBe(true);
    expect(isSafeHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeHttpUrl('/relative')).toBe(false);
  });
});
