// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_URL_LIFETIME_MS, fileNameOfDisposition, saveBlob } from './download';

describe('saveBlob', () => {
  const clicked: { href: string; download: string; attached: boolean }[] = [];
  const revoked: string[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    clicked.length = 0;
    revoked.length = 0;
    URL.createObjectURL = vi.fn(() => 'blob:test/1');
    URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('clicks a link in the page to the blob under the given file name, then takes the link away', () => {
    const blob = new Blob(['a,b\r\n'], { type: 'text/csv' });
    saveBlob(blob, 'my-accounts.csv');
    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: 'blob:test/1', download: 'my-accounts.csv', attached: true }]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });

  it('keeps the object URL until the download has had time to start', () => {
    saveBlob(new Blob(['x']), 'x.csv');
    vi.advanceTimersByTime(DOWNLOAD_URL_LIFETIME_MS - 1);
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(revoked).toEqual(['blob:test/1']);
  });
});

describe('fileNameOfDisposition', () => {
  it("reads the server's file name, or nothing when it offers none", () => {
    expect(fileNameOfDisposition('attachment; filename="renewals-2026-12-07.csv"')).toBe('renewals-2026-12-07.csv');
    expect(fileNameOfDisposition('attachment')).toBeUndefined();
    expect(fileNameOfDisposition(null)).toBeUndefined();
  });
});
