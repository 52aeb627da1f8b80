import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('페이지를 찾을 수 없습니다');
  return (
    <section className="error-screen" aria-labelledby="not-found-heading">
      <p className="error-screen__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading" className="error-screen__title">
        페이지를 찾을 수 없습니다
      </h1>
      <p className="error-screen__text">주소가 바뀌었거나 삭제된 페이지입니다. 입력한 주소를 다시 확인해 주세요.</p>
      <div className="hero__actions">
        <Link className="button button--primary" to="/">
          홈으로
        </Link>
        <Link className="button button--ghost" to="/products">
          투자상품 보기
        </Link>
      </div>
    </section>
  );
}
