import { TextField } from '@/components/text-field';
import { formatWon, formatWonShort } from '@/lib/format';
import { parseWonInput } from './form-helpers';

type Props = { label: string; value: string; onChange: (value: string) => void; error?: string; name: string; placeholder?: string };

/** A won amount typed freely (commas allowed) with the amount read back in words under it. */
export function WonField({ label, value, onChange, error, name, placeholder }: Props) {
  const amount = parseWonInput(value);
  const help = Number.isFinite(amount) && amount > 0 ? `${formatWon(amount)} (${formatWonShort(amount)})` : '원 단위 숫자로 입력해 주십시오.';
  return (
    <TextField label={label} name={name} inputMode="numeric" autoComplete="off" placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} error={error} help={help} required />
  );
}
