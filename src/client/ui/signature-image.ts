// Signatures as images (the wire carries a signature as an image data URL): small PNGs with a white background, so
// they read on the dark theme, in the PDF reports and in mail alike, and fit the wire's limit (schema
// SignatureDataUrl: 48,000 characters; a websocket message is at most 64 KB).

export const SIGNATURE_MAX_CHARS = 48_000;
/** Widths tried in turn until the PNG fits: a drawn signature is usually 8–20 KB at 600 px. */
const WIDTHS = [600, 450, 320, 240];
const ASPECT = 3; // width : height of the exported image

/** The source canvas (or any drawable) scaled into a white PNG that fits SIGNATURE_MAX_CHARS; undefined if it never fits. */
export function boundedSignaturePng(
  source: CanvasImageSource,
  sourceWidth: number,
  sourceHeight: number,
): string | undefined {
  for (const width of WIDTHS) {
    const height = Math.round(width / ASPECT);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext("2d");
    if (!ctx) return undefined;
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, width, height);
    // Keep the drawing's proportions, centred.
    const scale = Math.min(width / sourceWidth, height / sourceHeight);
    const w = sourceWidth * scale;
    const h = sourceHeight * scale;
    ctx.drawImage(source, (width - w) / 2, (height - h) / 2, w, h);
    const url = canvas.toDataURL("image/png");
    if (url.length <= SIGNATURE_MAX_CHARS) return url;
  }
  return undefined;
}

/**
 * A typed name drawn as a signature (the keyboard and assistive-technology way to sign): the name in an italic
 * face on the same white strip a drawn signature gets. Fonts are the device's own (the page's CSP loads none).
 */
export function typedSignaturePng(name: string): string | undefined {
  const text = name.trim();
  if (text === "") return undefined;
  const width = 600;
  const height = width / ASPECT;
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext("2d");
  if (!ctx) return undefined;
  let size = 64;
  const font = (px: number) => `italic ${px}px "Segoe Script", "Brush Script MT", "URW Chancery L", cursive, serif`;
  ctx.font = font(size);
  while (size > 16 && ctx.measureText(text).width > width - 40) ctx.font = font((size -= 4));
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = "#0f172a";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(text, width / 2, height / 2);
  return boundedSignaturePng(canvas, width, height);
}
