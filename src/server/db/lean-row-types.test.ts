import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { LEAN_ROW_TYPES, parseTextArray, timestamptzTextToIso } from './lean-row-types';

const builtin = (oid: number) => (pg.types.getTypeParser as (oid: number) => (text: string) => unknown)(oid);
const viaDate = (text: string) => (builtin(1184)(text) as Date).toISOString();

/** A timestamp as PostgreSQL (DateStyle ISO, TimeZone UTC) writes it: microseconds, trailing zeros dropped. */
function postgresText(epochMicros: number): string {
  const date = new Date(Math.floor(epochMicros / 1000));
  const micros = String(epochMicros % 1_000_000).padStart(6, '0').replace(/0+$/, '');
  const [day, time] = date.toISOString().slice(0, 19).split('T');
  return `${day} ${time}${micros ? `.${micros}` : ''}+00`;
}

describe('timestamptzTextToIso', () => {
  it('gives what a Date from node-postgres gives, for the shapes PostgreSQL writes in UTC', () => {
    expect(timestamptzTextToIso('2026-12-03 14:09:01.879763+00')).toBe('2026-12-03T14:09:01.879Z');
    expect(timestamptzTextToIso('2026-01-01 00:00:00+00')).toBe('2026-01-01T00:00:00.000Z');
    expect(timestamptzTextToIso('2026-01-01 00:00:00.5+00')).toBe('2026-01-01T00:00:00.500Z');
    let seed = 7;
    for (let i = 0; i < 2_000; i++) {
      seed = (seed * 48271) % 2147483647;
      const micros = 946_684_800_000_000 + (seed % 1_000_000) * 1_000_003_011 + (seed % 1_000_000);
      const text = postgresText(micros);
      expect(timestamptzTextToIso(text), text).toBe(viaDate(text));
    }
  });

  it('reads another offset, and a BC year, through a Date', () => {
    expect(timestamptzTextToIso('2026-01-01 05:30:00+05:30')).toBe('2026-01-01T00:00:00.000Z');
    expect(timestamptzTextToIso('2026-01-01 05:30:00.25+05:30')).toBe(viaDate('2026-01-01 05:30:00.25+05:30'));
    expect(timestamptzTextToIso('0044-03-15 00:00:00+00 BC')).toBe(viaDate('0044-03-15 00:00:00+00 BC'));
  });
});

describe('parseTextArray', () => {
  it('splits unquoted elements and reads NULL as null, as node-postgres does', () => {
    for (const text of ['{}', '{9876501234}', '{9876501234,9876501235}', '{a,NULL,b}']) expect(parseTextArray(text), text).toEqual(builtin(1009)(text));
    expect(parseTextArray('{9876501234,NULL}')).toEqual(['9876501234', null]);
  });

  it('leaves quoted, escaped and nested arrays to node-postgres', () => {
    for (const text of ['{a,NULL,"b c"}', '{"NULL"}', '{"a,b",c}', '{"a\\"b"}', '{""}', '{{a,b},{c,d}}']) expect(parseTextArray(text), text).toEqual(builtin(1009)(text));
    expect(parseTextArray('{"NULL"}')).toEqual(['NULL']);
  });
});

describe('LEAN_ROW_TYPES', () => {
  it('changes only timestamptz and text[]', () => {
    const parser = (oid: number) => (LEAN_ROW_TYPES.getTypeParser as (oid: number, format?: string) => unknown)(oid, 'text');
    expect(parser(1184)).toBe(timestamptzTextToIso);
    expect(parser(1009)).toBe(parseTextArray);
    for (const oid of [16, 20, 23, 25, 1082, 1114, 1700, 114, 3802]) expect(parser(oid), String(oid)).toBe(builtin(oid));
  });
});
