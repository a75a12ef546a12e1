import { describe, expect, it } from 'vitest';
import { attachmentHeader, csvCell, streamCsv } from './stream-csv';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

describe('streamCsv', () => {
  it('writes a header and the rows of every batch, quoting where needed', async () => {
    async function* batches() {
      yield [{ id: 1, name: 'Skyline, Builders' }];
      yield [{ id: 2, name: 'Asha "A"' }, { id: 3, name: null }, { id: 4, name: '=HYPERLINK(1)' }];
    }
    const csv = await text(streamCsv<{ id: number; name: string | null }>([['id', (r) => r.id], ['name', (r) => r.name]], batches()));
    expect(csv).toBe('id,name\r\n1,"Skyline, Builders"\r\n2,"Asha ""A"""\r\n3,\r\n4,\'=HYPERLINK(1)\r\n');
  });
  it('starts with a UTF-8 byte-order mark when asked (reports), and quotes +, - and @ text but not negative numbers', async () => {
    async function* batches() {
      yield [{ name: 'राव' }, { name: '+91' }, { name: '-5' }, { name: '@x' }, { name: '-x' }];
    }
    const csv = await text(streamCsv<{ name: string }>([['name', (r) => r.name]], batches(), { bom: true }));
    expect(csv).toBe("\ufeffname\r\nराव\r\n'+91\r\n-5\r\n'@x\r\n'-x\r\n");
  });
  it('writes nothing as an empty cell and an instant as yyyy-mm-dd HH:mm in Asia/Kolkata', async () => {
    async function* batches() {
      yield [{ at: new Date('2026-12-05T20:15:00Z'), note: null }, { at: new Date('nonsense'), note: undefined }];
    }
    const csv = await text(streamCsv<{ at: Date; note: string | null | undefined }>([['at', (r) => r.at], ['note', (r) => r.note]], batches()));
    expect(csv).toBe('at,note\r\n2026-12-06 01:45,\r\n,\r\n');
  });
  it('asks for the next batch only when the reader wants more, and stops asking when the reader goes away', async () => {
    let asked = 0;
    let closed = false;
    async function* batches() {
      try {
        for (let i = 0; i < 1000; i += 1) {
          asked += 1;
          yield Array.from({ length: 1000 }, (_, j) => ({ id: i * 1000 + j, name: 'x'.repeat(40) }));
        }
      } finally {
        closed = true;
      }
    }
    const stream = streamCsv<{ id: number; name: string }>([['id', (r) => r.id], ['name', (r) => r.name]], batches());
    const reader = stream[Symbol.asyncIterator]();
    await reader.next();
    await reader.next();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBeLessThanOrEqual(3);
    await reader.return?.();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(closed).toBe(true);
    expect(asked).toBeLessThanOrEqual(3);
  });
  it('guards only text a spreadsheet would run as a formula', () => {
    for (const formula of ['=SUM(A1)', '+91 98765', '-x', '@cmd', '\t=1', '\r=1', '-', '--', '-5e3', '+5']) expect(csvCell(formula), formula).toBe(`'${formula}`);
    for (const plain of ['-500', '-12.50', '0', '12.50', 'Asha', '2026-12-05', 'a=b', ' =x']) expect(csvCell(plain), plain).toBe(plain);
    expect(csvCell(-500)).toBe(-500);
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
  it('names the attachment safely', () => {
    expect(attachmentHeader('payments 2026-01-01.csv')).toBe('attachment; filename="payments_2026-01-01.csv"');
  });
});
