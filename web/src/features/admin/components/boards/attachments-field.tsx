import { useState } from 'react';
import type { AdminAttachment } from '../../api/admin-articles.types';

const MAX_ATTACHMENTS = 10;

/** Links to files kept elsewhere (name and https address), at most ten a post. */
export function AttachmentsField({ value, onChange }: { value: AdminAttachment[]; onChange: (next: AdminAttachment[]) => void }) {
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  return (
    <fieldset className="field">
      <legend className="field__label">첨부 파일 링크 (선택)</legend>
      {value.length > 0 ? (
        <ul className="link-list">
          {value.map((file, i) => (
            <li key={`${file.url}-${i}`} className="admin-article-row">
              <span>{file.name}</span>
              <span className="muted">{file.url}</span>
              <button type="button" className="button button--ghost button--small" onClick={() => onChange(value.filter((_, j) => j !== i))}>
                빼기
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="admin-article-row">
        <input className="field__input" aria-label="첨부 파일 이름" placeholder="파일 이름" value={name} onChange={(e) => setName(e.target.value)} />
        <input className="field__input" aria-label="첨부 파일 주소" placeholder="https://" value={url} onChange={(e) => setUrl(e.target.value)} />
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={!name.trim() || !/^https?:\/\//i.test(url.trim()) || value.length >= MAX_ATTACHMENTS}
          onClick={() => {
            onChange([...value, { name: name.trim(), url: url.trim() }]);
            setName('');
            setUrl('');
          }}
        >
          추가
        </button>
      </div>
    </fieldset>
  );
}
