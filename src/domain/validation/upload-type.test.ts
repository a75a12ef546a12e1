import { describe, expect, it } from 'vitest';
import { isAllowedUpload, UPLOAD_ACCEPT, validateUpload } from './upload-type';

describe('upload types', () => {
  it('accepts gif, jpeg, png and pdf', () => {
    expect(isAllowedUpload({ name: 'a.gif', type: 'image/gif' })).toBe(true);
    expect(isAllowedUpload({ name: 'a.JPG', type: 'image/jpeg' })).toBe(true);
    expect(isAllowedUpload({ name: 'a.jpeg', type: '' })).toBe(true);
    expect(isAllowedUpload({ name: 'scan.png', type: 'image/png' })).toBe(true);
    expect(isAllowedUpload({ name: 'termsheet.pdf', type: 'application/pdf' })).toBe(true);
  });

  it('rejects other extensions, other mime types, and a mismatch', () => {
    expect(isAllowedUpload({ name: 'a.docx', type: 'application/msword' })).toBe(false);
    expect(isAllowedUpload({ name: 'a.svg', type: 'image/svg+xml' })).toBe(false);
    expect(isAllowedUpload({ name: 'pdf', type: 'application/pdf' })).toBe(false);
    expect(isAllowedUpload({ name: 'a.pdf', type: 'image/png' })).toBe(false);
    expect(isAllowedUpload({ name: 'a.png', type: 'text/html' })).toBe(false);
    expect(validateUpload({ name: 'a.exe', type: '' })).toBe('Only gif, jpeg, png and pdf files are allowed.');
    expect(validateUpload({ name: 'a.pdf', type: 'application/pdf' })).toBeNull();
  });

  it('lists the accepted types for an input', () => {
    expect(UPLOAD_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['image/gif', 'image/jpeg', 'image/png', 'application/pdf', '.pdf', '.jpg']),
    );
  });
});
