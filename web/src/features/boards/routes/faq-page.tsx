import { useState } from 'react';
import { Page } from '@/components/page';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/states';
import { BOARD_LABELS, useArticle, useBoard, type ArticleSummary } from '../api/boards-api';

function FaqItem({ item }: { item: ArticleSummary }) {
  const [open, setOpen] = useState(false);
  const article = useArticle('faq', item.id, open);
  return (
    <li className="faq__item">
      <button type="button" className="faq__question" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        <span aria-hidden="true" className="faq__q">
          Q
        </span>
        {item.title}
      </button>
      {open ? (
        <div className="faq__answer">
          {article.isPending ? (
            <LoadingBlock />
          ) : article.isError ? (
            <p>답변을 불러오지 못했습니다.</p>
          ) : (
            <div className="prose" dangerouslySetInnerHTML={{ __html: article.data.body_html }} />
          )}
        </div>
      ) : null}
    </li>
  );
}

export function FaqPage() {
  const list = useBoard('faq', { page: 1, size: 100 });
  return (
    <Page title={BOARD_LABELS.faq.title} heading={BOARD_LABELS.faq.title} lead={BOARD_LABELS.faq.lead}>
      {list.isPending ? (
        <LoadingBlock />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title="등록된 질문이 없습니다." />
      ) : (
        <ul className="faq">
          {list.data.items.map((item) => (
            <FaqItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </Page>
  );
}
