import { z } from 'zod';
import { CATALOGUE_MESSAGES } from './catalogue-messages';
import { VALIDATION_MESSAGES } from '../validation/messages';

/**
 * The JSON fields of the catalogue (spec 001 §3), validated by shape on write, stored as JSON text and parsed on
 * read: a package's requiredPricingParameters and a product's requiredActivationParameters (lists of name, type
 * and allowed values), a mapping's activationParameters (an object of values).
 */
export const PARAMETER_TYPES = ['text', 'number', 'select', 'city', 'boolean'] as const;

const scalar = z.union([z.string().max(200), z.number(), z.boolean()]);

export const parameterDefinitionSchema = z.object({
  name: z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, { error: CATALOGUE_MESSAGES.parameterName })
    .max(100)
    .refine((name) => /^[A-Za-z][A-Za-z0-9_]*$/.test(name), { error: 'A parameter name starts with a letter and has only letters, digits and _.' }),
  type: z.enum(PARAMETER_TYPES, { error: VALIDATION_MESSAGES.required }),
  allowedValues: z.array(scalar).max(200).default([]),
});
export type ParameterDefinition = z.infer<typeof parameterDefinitionSchema>;

export const parameterListSchema = z
  .array(parameterDefinitionSchema)
  .max(50)
  .check((ctx) => {
    const names = ctx.value.map((p) => p.name);
    if (new Set(names).size !== names.length) ctx.issues.push({ code: 'custom', message: CATALOGUE_MESSAGES.duplicateParameter, input: ctx.value });
  });

type Scalar = string | number | boolean;
const isScalar = (v: unknown): v is Scalar => (typeof v === 'string' && v.length <= 200) || (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'boolean';

/**
 * An object of names to values, at most 50 names of at most 100 characters. (Checked by hand rather than with
 * z.record: the app's start-up bundle shares zod with these screens, and z.record would grow it.)
 */
export function jsonRecord<T>(isValue: (v: unknown) => v is T, message: string): z.ZodType<Record<string, T>> {
  const isRecord = (v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length <= 50 && Object.entries(v).every(([k, x]) => k.length >= 1 && k.length <= 100 && isValue(x));
  // The refinement is the type's guard: what passes is a Record<string, T>.
  return z.unknown().refine(isRecord, { error: message }) as unknown as z.ZodType<Record<string, T>>;
}

const isAny = (_v: unknown): _v is unknown => true;
/** A stored JSON object as an answer shows it. */
export const jsonObjectAnswer = () => jsonRecord(isAny, 'Expected an object.');

/** Activation parameters: names to values (null for values chosen per sale). */
export const activationParametersSchema = jsonRecord((v): v is Scalar | null => v === null || isScalar(v), 'Parameters must be an object of names to text, numbers or yes/no values.');
/** Pricing parameters of a price: names to values. */
export const pricingParametersSchema = jsonRecord(isScalar, 'Pricing parameters must be an object of names to text, numbers or yes/no values.');

/** Reads stored parameter-list text; anything malformed reads as no parameters. */
export function parameterListOf(value: unknown): ParameterDefinition[] {
  const parsed = parameterListSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  // Older rows may hold plain names.
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string').map((name) => ({ name, type: 'text', allowedValues: [] }));
  return [];
}
