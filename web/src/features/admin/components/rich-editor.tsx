import { useEffect, useId, useRef, useState } from 'react';
import './rich-editor.css';

type Props = { label: string; initialHtml: string; onChange: (html: string) => void };

/** Links an operator may insert: web, mail, or a path on this site (the server enforces the same). */
export function isAllowedLink(url: string): boolean {
  return /^(https?:\/\/|mailto:)/i.test(url) || (url.startsWith('/') && !url.startsWith('//'));
}

type Tool = { label: string; title: string; run: () => void };

/**
 * A small rich-text editor on contentEditable (no editor dependency): bold, italic, headings,
 * lists, links, images and an HTML source view. What it produces is only a draft: the server
 * sanitizes the HTML on save. Remount it (key) to load another post.
 */
export function RichEditor({ label, initialHtml, onChange }: Props) {
  const area = useRef<HTMLDivElement>(null);
  const [source, setSource] = useState(false);
  const [html, setHtml] = useState(initialHtml);
  const labelId = useId();

  useEffect(() => {
    if (area.current && !source) area.current.innerHTML = html;
    // Only when switching back from the source view or on mount: typing must not reset the caret.
  }, [source]);

  const sync = () => {
    const next = area.current?.innerHTML ?? '';
    setHtml(next);
    onChange(next);
  };

  const exec = (command: string, value?: string) => {
    area.current?.focus();
    document.execCommand(command, false, value);
    sync();
  };

  const tools: Tool[] = [
    { label: 'B', title: '굵게', run: () => exec('bold') },
    { label: 'I', title: '기울임', run: () => exec('italic') },
    { label: '제목', title: '큰 제목', run: () => exec('formatBlock', '<h2>') },
    { label: '소제목', title: '작은 제목', run: () => exec('formatBlock', '<h3>') },
    { label: '본문', title: '본문 문단', run: () => exec('formatBlock', '<p>') },
    { label: '• 목록', title: '글머리 기호 목록', run: () => exec('insertUnorderedList') },
    { label: '1. 목록', title: '번호 목록', run: () => exec('insertOrderedList') },
    {
      label: '링크',
      title: '링크 넣기',
      run: () => {
        const url = window.prompt('링크 주소 (https://, mailto: 또는 /로 시작)')?.trim();
        if (!url) return;
        if (!isAllowedLink(url)) {
          window.alert('https://, http://, mailto: 또는 /로 시작하는 주소만 넣을 수 있습니다.');
          return;
        }
        exec('createLink', url);
      },
    },
    { label: '링크 해제', title: '링크 없애기', run: () => exec('unlink') },
    {
      label: '이미지',
      title: '이미지 넣기',
      run: () => {
        const url = window.prompt('이미지 주소 (https://로 시작)')?.trim();
        if (url && /^https?:\/\//i.test(url)) exec('insertImage', url);
      },
    },
    { label: '서식 지우기', title: '서식 지우기', run: () => exec('removeFormat') },
  ];

  return (
    <div className="field rich-editor">
      <span className="field__label" id={labelId}>
        {label}
      </span>
      <div className="rich-editor__toolbar" role="toolbar" aria-label="서식 도구">
        {tools.map((tool) => (
          <button
            key={tool.title}
            type="button"
            className="rich-editor__tool"
            title={tool.title}
            aria-label={tool.label === tool.title ? undefined : `${tool.label} (${tool.title})`}
            disabled={source}
            // Keep the text selection: a normal click would move focus to the button first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={tool.run}
          >
            {tool.label}
          </button>
        ))}
        <button type="button" className="rich-editor__tool rich-editor__tool--end" aria-pressed={source} onClick={() => setSource((v) => !v)}>
          {source ? '편집기로' : 'HTML 보기'}
        </button>
      </div>
      {source ? (
        <textarea
          className="field__input rich-editor__source"
          aria-labelledby={labelId}
          rows={12}
          value={html}
          onChange={(event) => {
            setHtml(event.target.value);
            onChange(event.target.value);
          }}
        />
      ) : (
        <div
          ref={area}
          className="field__input rich-editor__area prose"
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          contentEditable
          suppressContentEditableWarning
          onInput={sync}
          onBlur={sync}
        />
      )}
    </div>
  );
}
