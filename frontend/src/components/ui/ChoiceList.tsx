import { useId } from 'react';
import './choices.css';

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceListBase {
  choices: readonly Choice[];
  // The question, shown as the group's legend; or the id of a heading that already says it.
  legend?: string;
  labelledBy?: string;
  name?: string;
}

interface SingleChoiceProps extends ChoiceListBase {
  multiple?: false;
  value: string | null;
  onChange: (value: string) => void;
}

interface MultipleChoiceProps extends ChoiceListBase {
  multiple: true;
  value: readonly string[];
  onChange: (value: string[]) => void;
}

// A list of answers drawn as large tappable rows: native radios (one answer) or
// checkboxes (several), so keyboard and screen readers work as they expect.
export function ChoiceList(props: SingleChoiceProps | MultipleChoiceProps) {
  const generated = useId();
  const name = props.name ?? generated;
  const isChecked = (value: string) => (props.multiple ? props.value.includes(value) : props.value === value);

  const toggle = (value: string) => {
    if (props.multiple) {
      const next = props.value.includes(value) ? props.value.filter((item) => item !== value) : [...props.value, value];
      props.onChange(next);
    } else {
      props.onChange(value);
    }
  };

  return (
    <fieldset className="choices" aria-labelledby={props.labelledBy}>
      {props.legend && <legend className="choices__legend">{props.legend}</legend>}
      {props.choices.map((choice) => (
        <label key={choice.value} className="choice">
          <input
            className="choice__input"
            type={props.multiple ? 'checkbox' : 'radio'}
            name={name}
            value={choice.value}
            checked={isChecked(choice.value)}
            onChange={() => toggle(choice.value)}
          />
          <span className="choice__label">{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

// Option lists whose shown label is the stored value.
export function asChoices(values: readonly string[]): Choice[] {
  return values.map((value) => ({ value, label: value }));
}
