import { z } from 'zod';
import { DYNAMIC_PROPERTY_VALUE_SCHEMAS, isDynamicPropertyKey, type DynamicPropertyKey } from './dynamic-property-schema';

/**
 * How the Settings screen shows and edits each dynamic property: its name, the control that edits it, its value as
 * that control holds it (text), and back. The stored value is always checked with the key's schema
 * (dynamic-property-schema.ts), on the screen and again by the server.
 */
export type DynamicPropertyEditor = 'onOff' | 'emailList' | 'userId';

export const DYNAMIC_PROPERTY_EDITORS: Record<DynamicPropertyKey, { label: string; editor: DynamicPropertyEditor; hint: string }> = {
  'accountLinkSharing.enabled': { label: 'Account-link sharing', editor: 'onOff', hint: 'When on, admins and owner agents on the allow-list may share payment links.' },
  'accountLinkSharing.allowList': { label: 'Account-link sharing allow-list', editor: 'emailList', hint: 'One e-mail address a line.' },
  'npSlot.stopUserId': { label: 'NP slot stop user', editor: 'userId', hint: 'The user allowed to stop NP slots; leave blank for nobody.' },
};

export function dynamicPropertyLabel(key: string): string {
  return isDynamicPropertyKey(key) ? DYNAMIC_PROPERTY_EDITORS[key].label : key;
}

/** The value as the key's control holds it: 'true' / 'false', one address a line, a user id or blank. */
export function textOfDynamicProperty(key: DynamicPropertyKey, value: unknown): string {
  const editor = DYNAMIC_PROPERTY_EDITORS[key].editor;
  if (editor === 'onOff') return value === true ? 'true' : 'false';
  if (editor === 'emailList') return Array.isArray(value) ? value.map(String).join('\n') : '';
  return typeof value === 'number' ? String(value) : '';
}

/** The value a control's text stands for; text that stands for nothing is passed on for the schema to refuse. */
export function valueOfDynamicPropertyText(key: DynamicPropertyKey, text: string): unknown {
  const editor = DYNAMIC_PROPERTY_EDITORS[key].editor;
  const trimmed = text.trim();
  if (editor === 'onOff') return trimmed === 'true' ? true : trimmed === 'false' ? false : trimmed;
  if (editor === 'emailList') return trimmed.split(/[\s,;]+/).filter((entry) => entry !== '');
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** The value in a table cell: On / Off, the addresses, 'User #id' or 'Nobody'. */
export function displayDynamicProperty(key: string, value: unknown): string {
  if (!isDynamicPropertyKey(key)) return JSON.stringify(value);
  const editor = DYNAMIC_PROPERTY_EDITORS[key].editor;
  if (editor === 'onOff') return value === true ? 'On' : 'Off';
  if (editor === 'emailList') return Array.isArray(value) && value.length > 0 ? value.map(String).join(', ') : 'Nobody listed';
  return typeof value === 'number' ? `User #${value}` : 'Nobody';
}

/** The edit form's schema: the control's text, read into the value its key's schema accepts (the message at the field). */
export function dynamicPropertyFormSchema(key: DynamicPropertyKey) {
  return z.object({ value: z.string() }).transform((form, ctx) => {
    const parsed = DYNAMIC_PROPERTY_VALUE_SCHEMAS[key].safeParse(valueOfDynamicPropertyText(key, form.value));
    if (parsed.success) return { value: parsed.data as unknown };
    ctx.addIssue({ code: 'custom', path: ['value'], message: parsed.error.issues[0]?.message ?? 'Invalid value.' });
    return z.NEVER;
  });
}
