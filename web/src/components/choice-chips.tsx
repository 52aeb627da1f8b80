// A criterion as chips (several may be on, each a real checkbox under its label) and a bound as a
// select with an "any" choice: 오픈 알림 and 자동투자 ask for product criteria the same way.
import './choice-chips.css';

export function Chips<T extends string>({ legend, help, values, chosen, label, onToggle, error }: {
  legend: string; help: string; values: readonly T[]; chosen: readonly T[]; label: (v: T) => string; onToggle: (v: T) => void; error?: string | null;
}) {
  return (
    <fieldset className="field chips" aria-describedby={`${legend}-note`}>
      <legend className="field__label">{legend}</legend>
      <div className="chips__list">
        {values.map((value) => (
          <label key={value} className={chosen.includes(value) ? 'chip chip--on' : 'chip'}>
            <input type="checkbox" className="chip__input" checked={chosen.includes(value)} onChange={() => onToggle(value)} />
            <span>{label(value)}</span>
          </label>
        ))}
      </div>
      <span id={`${legend}-note`} className={error ? 'field__error' : 'field__help'} role={error ? 'alert' : undefined}>
        {error ?? help}
      </span>
    </fieldset>
  );
}

export function Select({ label, value, choices, onChange }: { label: string; value: number | null; choices: { value: string; label: string }[]; onChange: (v: number | null) => void }) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <select className="field__input" value={value === null ? '' : String(value)} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}>
        {choices.map((c) => (
          <option key={c.value || 'any'} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}
