import { z } from 'zod';

/**
 * The `sort` parameter of a paged list route (issue 51): `column.asc` or `column.desc`, one of the columns the
 * route can order by; absent, the route keeps its own order. A list paged by the server is sorted by the server
 * (never one page at a time in the browser). Anything else is 400, like every bad query value.
 */
export function sortParamSchema<K extends string>(keys: readonly [K, ...K[]]) {
  const pattern = new RegExp(`^(${keys.join('|')})\\.(asc|desc)$`);
  return z
    .string()
    .regex(pattern, `sort must be one of ${keys.map((k) => `${k}.asc|${k}.desc`).join(', ')}`)
    .transform((value) => {
      const [key, direction] = value.split('.') as [K, 'asc' | 'desc'];
      return { key, direction };
    })
    .optional();
}
