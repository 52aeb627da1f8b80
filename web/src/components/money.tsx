import { formatWon } from '@/lib/format';

type Props = {
  won: number | null | undefined;
  /** Show a leading + on gains (ledger lines); losses always carry their −. */
  signed?: boolean;
  /** Colour gains and losses (the colours meet 4.5:1 on white and on the card grey). */
  tone?: boolean;
  className?: string;
};

/** One amount of money, "12,340,000원": tabular digits, never broken across lines. */
export function Money({ won, signed = false, tone = false, className }: Props) {
  const text = signed && typeof won === 'number' && won > 0 ? `+${formatWon(won)}` : formatWon(won);
  const toneClass = tone && typeof won === 'number' ? (won > 0 ? 'money--gain' : won < 0 ? 'money--loss' : '') : '';
  return <span className={['money', toneClass, className].filter(Boolean).join(' ')}>{text}</span>;
}
