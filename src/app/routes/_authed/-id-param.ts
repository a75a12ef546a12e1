import { notFound } from '@tanstack/react-router';

/** Typed numeric path parameters for a route's `params` option: `params: idParam('termsheetId')`. Anything but a positive id is not found. */
export function idParam<K extends string>(name: K) {
  return {
    parse: (params: Record<K, string>) => {
      const text = params[name];
      if (!/^[1-9]\d{0,9}$/.test(text)) throw notFound();
      return { [name]: Number(text) } as Record<K, number>;
    },
    stringify: (params: Record<K, number>) => ({ [name]: String(params[name]) }) as Record<K, string>,
  };
}
