import { PARAMETER_TYPES } from '../../../../domain/catalogue/json-parameters';
import { parametersOfRows, rowsOfParameters, type ParameterRow } from '../../../../domain/catalogue/package-form';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';

export { parametersOfRows, rowsOfParameters, type ParameterRow };

/**
 * The JSON-parameter editor: name, type and allowed values as rows (requiredPricingParameters,
 * requiredActivationParameters), never raw JSON. Repeating rows report their row number (spec 000 §5).
 */
export function ParameterEditor({ legend, rows, onChange, error }: { legend: string; rows: ParameterRow[]; onChange: (rows: ParameterRow[]) => void; error?: string | undefined }) {
  const set = (index: number, patch: Partial<ParameterRow>) => onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-slate-200 p-3 sm:col-span-2">
      <legend className="px-1 text-sm font-medium text-slate-800">{legend}</legend>
      {rows.length === 0 && <p className="text-sm text-slate-600">No parameters.</p>}
      {rows.map((row, index) => (
        <div key={index} className="grid items-end gap-2 sm:grid-cols-[1fr_8rem_1fr_auto]" role="group" aria-label={`${legend} row ${index + 1}`}>
          <TextField label={`Name (row ${index + 1})`} value={row.name} onChange={(e) => set(index, { name: e.target.value })} />
          <SelectField label="Type" value={row.type} options={PARAMETER_TYPES.map((t) => ({ value: t, label: t }))} onChange={(e) => set(index, { type: e.target.value })} />
          <TextField label="Allowed values" hint="Comma separated; blank: any" value={row.allowedValues} onChange={(e) => set(index, { allowedValues: e.target.value })} />
          <Button variant="secondary" onClick={() => onChange(rows.filter((_, i) => i !== index))} aria-label={`Remove ${legend} row ${index + 1}`}>
            Remove
          </Button>
        </div>
      ))}
      {error && <p className="text-sm text-red-700">{error}</p>}
      <div>
        <Button variant="secondary" onClick={() => onChange([...rows, { name: '', type: 'text', allowedValues: '' }])}>
          Add parameter
        </Button>
      </div>
    </fieldset>
  );
}
