// The rich-text editor's toolbar: each tool runs one editing command on the selection.

/** Links an operator may insert: web, mail, or a path on this site (the server enforces the same). */
export function isAllowedLink(url: string): boolean {
  return /^(https?:\/\/|mailto:)/i.test(url) || (url.startsWith('/') && !url.startsWith('//'));
}

export type Tool = { label: string; title: string; run: () => void };

/** The tools, given the editor's `exec` (document.execCommand on the focused area, then a sync). */
export function editorTools(exec: (command: string, value?: string) => void): Tool[] {
  return [
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
}
