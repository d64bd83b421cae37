/** The image formats accepted for upload, recognised by their first bytes rather than a client-supplied type. */
const SIGNATURES: readonly { type: string; bytes: readonly (number | null)[] }[] = [
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  { type: "image/gif", bytes: [0x47, 0x49, 0x46, 0x38] },
  // RIFF····WEBP
  { type: "image/webp", bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50] },
];

export function sniffImageType(data: Uint8Array): string | undefined {
  return SIGNATURES.find((s) => s.bytes.every((byte, i) => byte === null || data[i] === byte))?.type;
}

export const PDF_TYPE = "application/pdf";

/** An image type, or PDF for a file that starts as one ("%PDF-"); undefined for anything else. */
export function sniffUploadType(data: Uint8Array): string | undefined {
  const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d];
  return sniffImageType(data) ?? (pdf.every((byte, i) => data[i] === byte) ? PDF_TYPE : undefined);
}

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
