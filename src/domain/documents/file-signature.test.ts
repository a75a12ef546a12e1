import { describe, expect, it } from 'vitest';
import { sniffFileType } from './file-signature';

describe('file type by content', () => {
  it('knows gif, jpeg, png and pdf by their first bytes', () => {
    expect(sniffFileType(Buffer.from('GIF89a....'))).toBe('image/gif');
    expect(sniffFileType(Buffer.from('GIF87a....'))).toBe('image/gif');
    expect(sniffFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]))).toBe('image/jpeg');
    expect(sniffFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffFileType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('refuses a zip, text, and too few bytes', () => {
    expect(sniffFileType(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]))).toBeNull();
    expect(sniffFileType(Buffer.from('hello world'))).toBeNull();
    expect(sniffFileType(Buffer.from([0x89, 0x50]))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
  });
});
