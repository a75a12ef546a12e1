import { VALIDATION_MESSAGES } from './messages';

/** Uploads accept gif, jpeg, png and pdf only (spec 000 §5, 002 §5). 'jpg' is the common jpeg extension. */
export const ALLOWED_UPLOAD_TYPES = [
  { mimeType: 'image/gif', extensions: ['gif'] },
  { mimeType: 'image/jpeg', extensions: ['jpeg', 'jpg'] },
  { mimeType: 'image/png', extensions: ['png'] },
  { mimeType: 'application/pdf', extensions: ['pdf'] },
] as const;

export interface UploadCandidate {
  name: string;
  /** The browser's or the multipart part's mime type; may be empty when the browser does not know it. */
  type: string;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Both the extension and (when given) the mime type must be allowed, and must name the same kind. */
export function isAllowedUpload(file: UploadCandidate): boolean {
  const extension = extensionOf(file.name);
  const kind = ALLOWED_UPLOAD_TYPES.find((t) => (t.extensions as readonly string[]).includes(extension));
  if (!kind) return false;
  const mimeType = file.type.trim().toLowerCase();
  return mimeType === '' || mimeType === kind.mimeType;
}

export function validateUpload(file: UploadCandidate): string | null {
  return isAllowedUpload(file) ? null : VALIDATION_MESSAGES.uploadType;
}

/** For an <input accept>. */
export const UPLOAD_ACCEPT = ALLOWED_UPLOAD_TYPES.flatMap((t) => [t.mimeType, ...t.extensions.map((e) => `.${e}`)]).join(',');
