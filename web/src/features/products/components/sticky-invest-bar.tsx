// Phones: the invest button stays at the bottom of the screen while the invest box is out of view,
// so an investor reading the payout table is one tap from investing.
import { useEffect, useState } from 'react';
import { MOBILE_QUERY } from '@/lib/ui-state';
import { useMediaQuery } from '@/lib/use-media-query';

type Props = { label: string; disabled: boolean; onInvest: () => void };

function useInvestBoxVisible(): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const box = document.getElementById('invest-box');
    if (!box || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => setVisible(entries.some((entry) => entry.isIntersecting)), { threshold: 0.25 });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return visible;
}

export function StickyInvestBar({ label, disabled, onInvest }: Props) {
  const phone = useMediaQuery(MOBILE_QUERY);
  const boxVisible = useInvestBoxVisible();
  if (!phone || boxVisible) return null;
  return (
    <div className="sticky-invest-bar">
      <button type="button" className="button button--primary button--block button--large" onClick={onInvest} disabled={disabled}>
        {label}
      </button>
    </div>
  );
}
