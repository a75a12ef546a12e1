import { SelectField } from '../../../ui/form/select-field';

/** A city picker over a list of cities (id, name). */
export function CitySelect({
  label = 'City',
  cities,
  value,
  onChange,
  placeholder = 'Select a city…',
  required,
}: {
  label?: string;
  cities: readonly { id: number; name: string }[];
  value: number | null;
  onChange: (cityId: number | null) => void;
  placeholder?: string;
  required?: boolean;
}) {
  return (
    <SelectField
      label={label}
      required={required}
      placeholder={placeholder}
      options={cities.map((c) => ({ value: String(c.id), label: c.name }))}
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
    />
  );
}
