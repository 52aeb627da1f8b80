import { useMemo, useState } from 'react';
import { Page } from '@/components/page';
import { AsyncBoundary } from '@/components/async-boundary';
import { EmptyState } from '@/components/states';
import { BOARD_LABELS } from '@/lib/board-labels';
import { useArticle } from '@/api/get-article';
import { useBoard, type ArticleSummary } from '@/api/get-board';

const ALL = '전체';
const OTHER = '기타';

/** One question; its answer loads the first time it opens (the list carries titles only). */
function FaqItem({ item }: { item: ArticleSummary }) {
  const [open, setOpen] = useState(false);
  const article = useArticle('faq', item.id, open);
  const answerId = `faq-answer-${item.id}`;
  return (
    <li className="faq__item">
      <button type="button" className="faq__question" aria-expanded={open} aria-controls={answerId} onClick={() => setOpen((value) => !value)}>
        <span aria-hidden="true" className="faq__q">
          Q
        </span>
        {item.title}
      </button>
      {open ? (
        <div className="faq__answer" id={answerId}>
          <AsyncBoundary query={article} errorTitle="답변을 불러오지 못했습니다.">
            {(data) => <div className="prose" dangerouslySetInnerHTML={{ __html: data.body_html }} />}
          </AsyncBoundary>
        </div>
      ) : null}
    </li>
  );
}

/** The questions with a tab per category (the order they were written in) and a search over their titles. */
function FaqBrowser({ questions }: { questions: ArticleSummary[] }) {
  const [category, setCategory] = useState(ALL);
  const [query, setQuery] = useState('');
  const items = useMemo(() => [...questions].sort((a, b) => a.created_at.localeCompare(b.created_at)), [questions]);
  const categories = useMemo(() => [ALL, ...new Set(items.map((item) => item.category ?? OTHER))], [items]);
  const needle = query.trim();
  const shown = items.filter((item) => (category === ALL || (item.category ?? OTHER) === category) && (!needle || item.title.includes(needle)));
  return (
    <>
      <div className="tabs" role="group" aria-label="질문 분류">
        {categories.map((name) => (
          <button key={name} type="button" className={name === category ? 'tabs__tab is-active' : 'tabs__tab'} aria-pressed={name === category} onClick={() => setCategory(name)}>
            {name}
          </button>
        ))}
      </div>
      <div className="search-form">
        <label className="visually-hidden" htmlFor="faq-search">
          질문 검색
        </label>
        <input id="faq-search" className="field__input" type="search" placeholder="궁금한 내용을 입력해 보세요 (예: 출금)" value={query} onChange={(event) => setQuery(event.target.value)} />
      </div>
      {shown.length === 0 ? (
        <EmptyState title="찾는 질문이 없습니다.">고객센터로 문의해 주시면 친절히 안내해 드리겠습니다.</EmptyState>
      ) : (
        <ul className="faq">
          {shown.map((item) => (
            <FaqItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </>
  );
}

/** FAQ as an accordion, with a tab per category. */
export function FaqPage() {
  const list = useBoard('faq', { page: 1, size: 100 });
  return (
    <Page title={BOARD_LABELS.faq.title} heading={BOARD_LABELS.faq.title} lead={BOARD_LABELS.faq.lead}>
      <AsyncBoundary query={list} isEmpty={(data) => data.items.length === 0} empty={{ title: '등록된 질문이 없습니다.' }}>
        {(data) => <FaqBrowser questions={data.items} />}
      </AsyncBoundary>
    </Page>
  );
}
