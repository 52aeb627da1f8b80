export type TabOption<Value extends string> = { value: Value; label: string };

type Props<Value extends string> = {
  /** Names the tab list for screen readers ("모집 상태"). */
  label: string;
  options: readonly TabOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
};

/** A row of tabs that filter or switch what the screen shows below (role tablist, the chosen one selected). */
export function Tabs<Value extends string>({ label, options, value, onChange }: Props<Value>) {
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value || 'all'}
          type="button"
          role="tab"
          aria-selected={value === option.value}
          className={value === option.value ? 'tabs__tab is-active' : 'tabs__tab'}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
