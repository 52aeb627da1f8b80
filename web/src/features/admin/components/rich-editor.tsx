import { useEffect, useId, useRef, useState } from 'react';
import { editorTools, type Tool } from './rich-editor-tools';
import './rich-editor.css';

type Props = { label: string; initialHtml: string; onChange: (html: string) => void };

/** The formatting buttons (off in the source view) and the switch between the editor and the HTML source. */
function Toolbar({ tools, source, onToggleSource }: { tools: Tool[]; source: boolean; onToggleSource: () => void }) {
  return (
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
      <button type="button" className="rich-editor__tool rich-editor__tool--end" aria-pressed={source} onClick={onToggleSource}>
        {source ? '편집기로' : 'HTML 보기'}
      </button>
    </div>
  );
}

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

  const tools = editorTools(exec);

  return (
    <div className="field rich-editor">
      <span className="field__label" id={labelId}>
        {label}
      </span>
      <Toolbar tools={tools} source={source} onToggleSource={() => setSource((v) => !v)} />
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
