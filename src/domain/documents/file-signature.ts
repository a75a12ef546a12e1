/**
 * The type of an upload by its content (its first bytes), not its name or declared type (spec 000 §5: gif, jpeg,
 * png and pdf only). A `.png` that is really a zip has no PNG signature and is refused.
 */
export type SniffedType = 'image/gif' | 'image/jpeg' | 'image/png' | 'application/pdf';

/** Bytes needed to decide. */
export const SIGNATURE_BYTES = 8;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((b, i) => bytes[i] === b);

export function sniffFileType(head: Uint8Array): SniffedType | null {
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || startsWith(head, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])) return 'image/gif';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}
