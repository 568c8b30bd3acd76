import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../http/app-error';

/** The largest plan file accepted (bytes). */
export const PLAN_MAX_BYTES = 2 * 1024 * 1024;
/** The largest plan picture by its header (pixels), refused before any pixel is decoded. */
const PLAN_MAX_PIXELS = 40_000_000;
/** The plan is stored scaled down to this many pixels on its long side. */
const PLAN_MAX_EDGE = 3_000;

/**
 * Checks an uploaded room plan and re-encodes it. PNG only, by its content (magic bytes),
 * never by the declared type: an SVG is a document that can carry scripts and references to
 * other addresses, a PNG is pixels. The PNG is re-encoded by sharp (no metadata block kept),
 * scaled to at most PLAN_MAX_EDGE on its long side; its size on the plan is what seat
 * positions (thousandths of width and height) are drawn against.
 */
export async function preparePlan(data: Buffer): Promise<{
  image: Buffer;
  contentType: 'image/png';
  width: number;
  height: number;
  etag: string;
}> {
  if (data.length === 0) throw AppError.validation('image');
  if (data.length > PLAN_MAX_BYTES) throw new AppError('payload_too_large', 413, ['image']);
  const sniffed = await fileTypeFromBuffer(data);
  if (sniffed?.mime !== 'image/png') throw new AppError('unsupported_media_type', 415, ['image']);
  let header: { width?: number; height?: number };
  try {
    header = await sharp(data).metadata();
  } catch {
    throw new AppError('unsupported_media_type', 415, ['image']);
  }
  if (!header.width || !header.height) throw new AppError('unsupported_media_type', 415, ['image']);
  if (header.width * header.height > PLAN_MAX_PIXELS)
    throw new AppError('payload_too_large', 413, ['image']);
  try {
    const { data: image, info } = await sharp(data, { limitInputPixels: PLAN_MAX_PIXELS })
      .resize({
        width: PLAN_MAX_EDGE,
        height: PLAN_MAX_EDGE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .png()
      .toBuffer({ resolveWithObject: true });
    const etag = createHash('sha256').update(image).digest('base64url').slice(0, 22);
    return { image, contentType: 'image/png', width: info.width, height: info.height, etag };
  } catch {
    throw new AppError('unsupported_media_type', 415, ['image']);
  }
}
