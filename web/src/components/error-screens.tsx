import { useEffect, useState } from 'react';
import { isChunkLoadError, scheduleChunkReload } from '@/lib/chunk-error';

/** Shown when a screen's code could not be fetched: explains, then reloads after 1 s (once). */
export function ChunkErrorScreen() {
  const [reloading, setReloading] = useState(true);
  useEffect(() => {
    const cancel = scheduleChunkReload();
    if (!cancel) setReloading(false);
    return cancel ?? undefined;
  }, []);
  return (
    <div className="error-screen" role="alert">
      <h1 className="error-screen__title">화면을 불러오는 중 오류가 발생했습니다.</h1>
      {reloading ? (
        <p className="error-screen__text">잠시 후 페이지를 자동으로 다시 불러옵니다.</p>
      ) : (
        <>
          <p className="error-screen__text">네트워크 상태를 확인한 뒤 새로고침(F5)해 주세요.</p>
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            새로고침
          </button>
        </>
      )}
    </div>
  );
}

/** Shown for any other rendering error: asks the user to refresh (F5). */
export function RenderErrorScreen() {
  return (
    <div className="error-screen" role="alert">
      <h1 className="error-screen__title">일시적인 오류가 발생했습니다.</h1>
      <p className="error-screen__text">새로고침(F5)을 눌러 페이지를 다시 불러와 주세요. 문제가 계속되면 고객센터로 문의해 주세요.</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        새로고침
      </button>
    </div>
  );
}

export function ErrorFallback({ error }: { error: unknown }) {
  return isChunkLoadError(error) ? <ChunkErrorScreen /> : <RenderErrorScreen />;
}
