// A labelled set of radio choices drawn as large buttons; the chosen one also shows a check
// mark, so the choice is not shown by colour alone.
export interface Choice<V extends string | number> {
  value: V;
  label: string;
  /** language of the label when it differs from the page (language names) */
  lang?: string;
}

export function ChoiceGroup<V extends string | number>({
  name,
  legend,
  choices,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  choices: readonly Choice<V>[];
  value: V;
  onChange(value: V): void;
}) {
  return (
    <fieldset className="setting">
      <legend>{legend}</legend>
      <div className="choice-row shell-choices">
        {choices.map((c) => (
          <label key={String(c.value)} className="choice">
            <input type="radio" name={name} checked={c.value === value} onChange={() => onChange(c.value)} />
            <span lang={c.lang}>{c.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
