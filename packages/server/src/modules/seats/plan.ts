import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { AppError } from '../../http/app-error';
import { embeddedData, sniffPlanText } from './plan-svg';

/** The largest plan file accepted (bytes), PNG or SVG text. */
export const PLAN_MAX_BYTES = 2 * 1024 * 1024;
/** The largest plan picture by its header (pixels), refused before any pixel is decoded. */
const PLAN_MAX_PIXELS = 40_000_000;
/** The plan is stored scaled to this many pixels on its long side (a PNG only ever down). */
const PLAN_MAX_EDGE = 3_000;
/**
 * The resolution an SVG's physical units (mm, cm, in, pt) are read at: 96 per inch, as
 * browsers do. A user unit stays one pixel; this decides the header size checked against
 * PLAN_MAX_PIXELS, so it is set rather than left to the library's default.
 */
const SVG_DENSITY = 96;
/** Rendering that takes longer is given up (a drawing built to keep librsvg busy). */
const RENDER_TIMEOUT_SECONDS = 10;

type PlanKind = 'png' | 'svg';

const tooLarge = () => new AppError('payload_too_large', 413, ['image']);
const unsupported = () => new AppError('unsupported_media_type', 415, ['image']);

/**
 * Checks an uploaded room plan and turns it into the stored PNG. Accepted by content (never
 * by the declared type or name): a PNG (magic bytes), or an SVG document (`sniffPlanText`;
 * one with entity declarations is refused unparsed). An SVG is rasterized here by sharp
 * (librsvg) and only the pixels are kept: no SVG document is stored or ever served, so its
 * scripts, event handlers and links never reach a browser. Given as a buffer, librsvg has no
 * base address, so it loads no referenced file or URL (only `data:` pictures inside the
 * document are drawn). Both are limited to PLAN_MAX_BYTES and PLAN_MAX_PIXELS by their
 * header (an SVG's size at SVG_DENSITY, and the pictures it carries, `checkEmbeddedPictures`)
 * before anything is drawn; too large answers 413, anything unreadable 415, never a 500. A
 * PNG is re-encoded (no metadata block kept) and scaled down to at most PLAN_MAX_EDGE on its
 * long side; an SVG is drawn at that long side (it is vector, so it is drawn sharp at any
 * size) on white. The stored size is what seat positions (thousandths of width and height)
 * are drawn against.
 */
export async function preparePlan(data: Buffer): Promise<{
  image: Buffer;
  contentType: 'image/png';
  width: number;
  height: number;
  etag: string;
}> {
  if (data.length === 0) throw AppError.validation('image');
  if (data.length > PLAN_MAX_BYTES) throw tooLarge();
  const kind = await planKind(data);
  if (kind === 'svg') await checkEmbeddedPictures(data);
  const input: SharpOptions = {
    limitInputPixels: PLAN_MAX_PIXELS,
    failOn: 'warning',
    ...(kind === 'svg' ? { density: SVG_DENSITY, unlimited: false } : {}),
  };
  let header: Metadata;
  try {
    header = await sharp(data, input).metadata();
  } catch (err) {
    throw isOverLimit(err) ? tooLarge() : unsupported();
  }
  if (header.format !== kind || !header.width || !header.height) throw unsupported();
  if (header.width * header.height > PLAN_MAX_PIXELS) throw tooLarge();
  try {
    let pipeline = sharp(data, input)
      .timeout({ seconds: RENDER_TIMEOUT_SECONDS })
      .resize({
        width: PLAN_MAX_EDGE,
        height: PLAN_MAX_EDGE,
        fit: 'inside',
        withoutEnlargement: kind === 'png',
      });
    if (kind === 'svg') pipeline = pipeline.flatten({ background: '#ffffff' });
    const { data: image, info } = await pipeline.png().toBuffer({ resolveWithObject: true });
    const etag = createHash('sha256').update(image).digest('base64url').slice(0, 22);
    return { image, contentType: 'image/png', width: info.width, height: info.height, etag };
  } catch (err) {
    throw isOverLimit(err) ? tooLarge() : unsupported();
  }
}

/** PNG by its magic bytes, else SVG by its text; anything else is 415. */
async function planKind(data: Buffer): Promise<PlanKind> {
  const sniffed = await fileTypeFromBuffer(data);
  if (sniffed?.mime === 'image/png') return 'png';
  // a DOCTYPE with entity declarations is refused unread, like any other unsupported file
  if (sniffed === undefined || sniffed.mime === 'application/xml') {
    if (sniffPlanText(data) === 'svg') return 'svg';
  }
  throw unsupported();
}

/**
 * The pictures an SVG carries as `data:` URLs, by their headers: librsvg decodes each at its
 * full size, so together they may have at most PLAN_MAX_PIXELS (else 413). One sharp cannot
 * read, or an SVG inside the SVG (a document of its own, with pictures of its own), is 415.
 */
async function checkEmbeddedPictures(data: Buffer): Promise<void> {
  let pixels = 0;
  for (const picture of embeddedData(data)) {
    // a document (markup) or a gzip stream (SVGZ) is refused before any parser sees it
    if (/^\s*</.test(picture.subarray(0, 64).toString('latin1'))) throw unsupported();
    if (picture[0] === 0x1f && picture[1] === 0x8b) throw unsupported();
    let header: Metadata;
    try {
      header = await sharp(picture, { limitInputPixels: false }).metadata();
    } catch {
      throw unsupported();
    }
    if (header.format === 'svg' || !header.width || !header.height) throw unsupported();
    pixels += header.width * (header.pageHeight ?? header.height);
    if (pixels > PLAN_MAX_PIXELS) throw tooLarge();
  }
}

/** sharp's refusal of a picture over its pixel limits, or of a render that ran too long. */
function isOverLimit(err: unknown): boolean {
  const message = err instanceof Error ? err.message : '';
  return /pixel limit|timeout/i.test(message);
}
