/**
 * Saving a file the app has in hand (a fetched export, a CSV built on the page): an object URL behind a link the
 * page clicks, so the browser downloads it under the name given. The one place the app does this.
 */

/** How long the object URL outlives the click: a synchronous revoke cancels the download in some browsers. */
export const DOWNLOAD_URL_LIFETIME_MS = 60_000;

/** Hands `blob` to the browser to save as `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
  }
}

/** The file name a response's Content-Disposition header offers (`filename="…"`), if any. */
export function fileNameOfDisposition(disposition: string | null): string | undefined {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
}
