import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { SUGGEST_MAX_IDS, type SuggestAnswer, type SuggestKind, type Suggestion } from '../../../domain/pickers/suggest';
import { pickerEndpoints } from '../../../domain/pickers/pickers.endpoints';
import { call } from '../../lib/api/call';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useResource } from '../../lib/data/use-resource';
import { CONTROL_CLASSES, FieldFrame, controlBorder, describedBy } from './field-frame';
import { TextAreaField } from './text-area-field';
import { useFieldIds } from './use-field-ids';

/**
 * Type-ahead record pickers (issue 51): a form field that stores a record's id (or a list of ids) and shows its name.
 * What is typed is asked of GET /sapna/v1/suggest/:kind (spec 002 §7, suggest size 20) once typing pauses for
 * 300 ms (spec 000 §9); only the latest answer is shown (useResource cancels the ones before). An ARIA combobox:
 * Up/Down move through the options (aria-activedescendant), Enter picks, Escape closes and restores the name.
 * The form binding is a text field's ({ value, onChange, error }), so a picker replaces a typed-id TextField as is:
 * RecordPicker's value is the id, RecordMultiPicker's the ids joined by ', '.
 */
type Binding = { value: string; onChange: (event: { target: { value: string } }) => void; error?: string | null | undefined };

export type RecordPickerProps = Binding & {
  kind: SuggestKind;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Localities, regions, polygons and projects of one city. */
  cityId?: number | null;
  /** The record the picked ones belong to (a listing's profile uuid; a package mapping's or activation's opportunity id). */
  of?: string | null;
  placeholder?: string;
  id?: string;
  /** Called with the record picked (null when cleared), beside onChange. */
  onPick?: (record: Suggestion | null) => void;
};

/** The names already known, by kind and id (a pick, or an answer naming a form's ids): shown without asking again. */
const known = new Map<string, Suggestion>();
const knownKey = (kind: SuggestKind, id: string) => `${kind}:${id}`;

/** GET /api/sapna/v1/suggest/:kind. */
export function fetchSuggestions(kind: SuggestKind, query: { q?: string; ids?: readonly string[]; cityId?: number | null; of?: string | null }, signal?: AbortSignal): Promise<SuggestAnswer> {
  return call(pickerEndpoints.suggest, {
    params: { kind },
    query: { q: query.q || undefined, ids: query.ids?.length ? query.ids.join(',') : undefined, cityId: query.cityId ?? undefined, of: query.of || undefined },
    signal,
    notify: false,
  });
}

/** The records of `ids`, named (from what is known, else asked once for those not yet known). */
export function useRecordNames(kind: SuggestKind, ids: readonly string[]): Map<string, Suggestion> {
  const missing = ids.filter((id) => !known.has(knownKey(kind, id)));
  const remote = useResource(missing.length ? `names:${kind}:${missing.join(',')}` : null, (signal) => fetchSuggestions(kind, { ids: missing }, signal));
  for (const s of remote.data?.results ?? []) known.set(knownKey(kind, s.id), s);
  const names = new Map<string, Suggestion>();
  for (const id of ids) {
    const s = known.get(knownKey(kind, id));
    if (s) names.set(id, s);
  }
  return names;
}

/** Records' names where their ids were ("Baner, Wakad"); an id not (yet) named shows as itself; none: '-'. */
export function RecordNames({ kind, ids }: { kind: SuggestKind; ids: readonly (string | number | null | undefined)[] }) {
  const held = ids.filter((id): id is string | number => id !== null && id !== undefined && String(id) !== '').map(String);
  const names = useRecordNames(kind, held.slice(0, SUGGEST_MAX_IDS));
  if (held.length === 0) return <>-</>;
  return <>{held.map((id) => names.get(id)?.name ?? id).join(', ')}</>;
}

/** The ids a multi-picker's value holds ('1, 2, 3'). */
export function pickedIds(value: string): string[] {
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/** One record's field: shows the chosen record's name, stores its id. */
export function RecordPicker({ kind, label, hint, required, disabled, cityId, of, placeholder, id, value, onChange, error, onPick }: RecordPickerProps) {
  const ids = useFieldIds(id);
  const chosen = value.trim();
  const names = useRecordNames(kind, chosen ? [chosen] : []);
  const chosenName = chosen ? (names.get(chosen)?.name ?? chosen) : '';
  const pick = (record: Suggestion | null) => {
    if (record) known.set(knownKey(kind, record.id), record);
    onChange({ target: { value: record?.id ?? '' } });
    onPick?.(record);
  };
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error}>
      <Combobox
        kind={kind}
        inputId={ids.inputId}
        describedBy={describedBy(ids, hint, error)}
        invalid={Boolean(error)}
        required={required}
        disabled={disabled}
        cityId={cityId}
        of={of}
        placeholder={placeholder ?? 'Type a name'}
        shown={chosenName}
        exclude={[]}
        onPick={pick}
        onClear={chosen && !required ? () => pick(null) : undefined}
        clearLabel={typeof label === 'string' ? `Clear ${label}` : 'Clear'}
      />
    </FieldFrame>
  );
}

/** A list of records' field: the chosen ones as removable chips, a combobox to add one; stores 'id, id, …'. */
export function RecordMultiPicker({ kind, label, hint, required, disabled, cityId, of, placeholder, id, value, onChange, error }: Omit<RecordPickerProps, 'onPick'>) {
  const ids = useFieldIds(id);
  const chosen = pickedIds(value);
  const names = useRecordNames(kind, chosen);
  const set = (next: string[]) => onChange({ target: { value: next.join(', ') } });
  const labelText = typeof label === 'string' ? label : 'record';
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error}>
      {chosen.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label={`Chosen: ${labelText}`}>
          {chosen.map((c) => {
            const name = names.get(c)?.name ?? c;
            return (
              <li key={c} className="inline-flex min-h-8 max-w-full items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-3 text-sm text-slate-800">
                <span className="truncate">{name}</span>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => set(chosen.filter((x) => x !== c))}
                  aria-label={`Remove ${name}`}
                  className="inline-flex size-8 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Combobox
        kind={kind}
        inputId={ids.inputId}
        describedBy={describedBy(ids, hint, error)}
        invalid={Boolean(error)}
        required={required && chosen.length === 0}
        disabled={disabled}
        cityId={cityId}
        of={of}
        placeholder={placeholder ?? 'Type a name to add'}
        shown=""
        exclude={chosen}
        onPick={(record) => {
          if (!record) return;
          known.set(knownKey(kind, record.id), record);
          if (!chosen.includes(record.id)) set([...chosen, record.id]);
        }}
      />
    </FieldFrame>
  );
}

/**
 * A pasted list of ids ('12, 34, 56': RM migration's accounts, an ERP push), kept as typed, with a picker that adds a
 * record by name and the names of the ids listed (the first SUGGEST_MAX_IDS; an id not found in scope is said so).
 */
export function RecordIdListField({
  kind,
  label,
  hint,
  pickLabel,
  required,
  disabled,
  rows = 2,
  value,
  onChange,
  error,
}: Binding & { kind: SuggestKind | null; label: ReactNode; hint?: ReactNode; pickLabel: string; required?: boolean; disabled?: boolean; rows?: number }) {
  const pickId = useId();
  const listed = [...new Set(value.split(/[\s,]+/).filter((v) => /^\d{1,9}$/.test(v)))];
  const named = listed.slice(0, SUGGEST_MAX_IDS);
  const names = useRecordNames(kind ?? 'account', kind ? named : []);
  const add = (record: Suggestion | null) => {
    if (!record || !kind || listed.includes(record.id)) return;
    known.set(knownKey(kind, record.id), record);
    const kept = value.trim().replace(/,\s*$/, '');
    onChange({ target: { value: kept ? `${kept}, ${record.id}` : record.id } });
  };
  const missing = kind && names.size > 0 ? named.filter((id) => !names.has(id)) : [];
  return (
    <div className="flex flex-col gap-2">
      {kind && (
        <div className="flex flex-col gap-1">
          <label htmlFor={pickId} className="text-sm font-medium text-slate-700">
            {pickLabel}
          </label>
          <Combobox
            kind={kind}
            inputId={pickId}
            describedBy={undefined}
            invalid={false}
            required={false}
            disabled={disabled}
            cityId={null}
            of={null}
            placeholder="Type a name to add"
            shown=""
            exclude={listed}
            onPick={add}
          />
        </div>
      )}
      <TextAreaField label={label} hint={hint} required={required} disabled={disabled} rows={rows} value={value} onChange={onChange} error={error} />
      {kind && names.size > 0 && (
        <p className="text-sm text-slate-700" data-testid="named-ids">
          {named
            .filter((id) => names.has(id))
            .map((id) => `${names.get(id)?.name ?? id} (#${id})`)
            .join(', ')}
          {listed.length > named.length ? ` and ${listed.length - named.length} more` : ''}
          {missing.length > 0 ? `. Not found: ${missing.join(', ')}` : ''}
        </p>
      )}
    </div>
  );
}

/** The ARIA combobox both pickers share: what is typed, the options asked for it, the active one. */
function Combobox(props: {
  kind: SuggestKind;
  inputId: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean | undefined;
  disabled: boolean | undefined;
  cityId: number | null | undefined;
  of: string | null | undefined;
  placeholder: string;
  /** The text shown while not typing (the chosen record's name; '' for a multi-picker). */
  shown: string;
  exclude: readonly string[];
  onPick: (record: Suggestion | null) => void;
  onClear?: (() => void) | undefined;
  clearLabel?: string;
}) {
  const { kind, cityId, of, shown } = props;
  const listId = useId();
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  /** The active option, by id (an answer that no longer holds it has none active). */
  const [activeId, setActiveId] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const typed = text ?? '';
  const settled = useDebouncedValue(typed.trim());
  const asking = open && text !== null && settled !== '' && settled === typed.trim();
  const remote = useResource(asking ? `suggest:${kind}:${cityId ?? ''}:${of ?? ''}:${settled}` : null, (signal) => fetchSuggestions(kind, { q: settled, cityId, of }, signal), {
    keepPrevious: true,
  });
  const options = (text !== null && typed.trim() !== '' ? (remote.data?.results ?? []) : []).filter((o) => !props.exclude.includes(o.id));
  const waiting = text !== null && typed.trim() !== '' && (settled !== typed.trim() || remote.isLoading);
  const expanded = open && text !== null && typed.trim() !== '';

  const active = options.findIndex((o) => o.id === activeId);
  const setActive = (next: (index: number) => number) => setActiveId(options[next(active)]?.id ?? null);

  const close = () => {
    setOpen(false);
    setText(null);
    setActiveId(null);
  };
  const choose = (record: Suggestion) => {
    props.onPick(record);
    close();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (options.length ? Math.min(i + 1, options.length - 1) : -1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === 'Enter') {
      // Enter picks the active option; with the list open it never submits the form.
      if (expanded) e.preventDefault();
      const option = options[active] ?? (!waiting && options.length === 1 ? options[0] : undefined);
      if (expanded && option) choose(option);
    } else if (e.key === 'Escape') {
      if (expanded || text !== null) {
        // Closes the list (and keeps the dialog around it open).
        e.preventDefault();
        e.stopPropagation();
        close();
      }
    }
  };
  const status = !expanded ? '' : waiting ? 'Searching…' : remote.error ? 'Could not search. Type again to retry.' : options.length === 0 ? 'No match' : `${options.length} found`;

  return (
    <div className="relative">
      <div className="flex items-center gap-1">
        <input
          ref={inputRef}
          id={props.inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 && options[active] ? `${listId}-${active}` : undefined}
          aria-invalid={props.invalid || undefined}
          aria-required={props.required || undefined}
          aria-describedby={props.describedBy}
          autoComplete="off"
          spellCheck={false}
          disabled={props.disabled}
          placeholder={props.placeholder}
          value={text ?? shown}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={(e) => e.currentTarget.select()}
          onBlur={() => {
            // A click on an option lands first (mousedown keeps focus), so leaving only restores the name.
            close();
          }}
          onKeyDown={onKeyDown}
          className={`${CONTROL_CLASSES} ${controlBorder(props.invalid ? 'x' : null)}`}
        />
        {props.onClear && text === null && shown && (
          <button
            type="button"
            disabled={props.disabled}
            onClick={() => {
              props.onClear?.();
              inputRef.current?.focus();
            }}
            aria-label={props.clearLabel}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 sm:min-h-10 sm:min-w-10"
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded || options.length === 0}
        className="absolute right-0 left-0 z-30 mt-1 max-h-72 overflow-y-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg"
      >
        {options.map((o, i) => (
          <li
            key={o.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            // mousedown, not click: the input keeps focus, so its blur does not close the list first.
            onMouseDown={(e) => {
              e.preventDefault();
              choose(o);
            }}
            onMouseEnter={() => setActiveId(o.id)}
            className={`flex min-h-11 cursor-pointer flex-col justify-center px-3 py-1 text-sm sm:min-h-9 ${i === active ? 'bg-blue-100 outline-2 -outline-offset-2 outline-blue-700' : ''}`}
          >
            <span className="text-slate-900">{o.name}</span>
            {o.detail && <span className="text-xs break-all text-slate-600">{o.detail}</span>}
          </li>
        ))}
      </ul>
      <p role="status" className={status && options.length === 0 ? 'mt-1 text-xs text-slate-600' : 'sr-only'}>
        {status}
      </p>
    </div>
  );
}
