import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES, IMAGE_MAX_EDGE, IMAGE_MAX_PIXELS } from '@lesesaal/domain/limits';
import { checkRoomImageFile } from '@lesesaal/domain/rooms/rules';
import { AppError } from '../../http/app-error';

/**
 * Checks an uploaded room picture by its content (magic bytes), not by the declared type:
 * the domain's image rule runs on the sniffed type, so a PNG sent as image/jpeg is a PNG and
 * a text file named .png is refused. Then re-encodes it: rotated upright by its EXIF
 * orientation, every metadata block (EXIF, GPS, XMP, ICC) dropped — sharp keeps none unless
 * asked — and scaled down to at most IMAGE_MAX_EDGE on its long side. PNG stays PNG, JPEG
 * stays JPEG (quality 80): a phone's photo of several MB is stored as a few hundred KB. A picture of more than IMAGE_MAX_PIXELS by its header is refused with 413
 * before any pixel is decoded (a tiny file can announce a gigapixel picture).
 */
export async function prepareRoomImage(
  data: Buffer,
): Promise<{ data: Buffer; contentType: 'image/png' | 'image/jpeg' }> {
  const sniffed = await fileTypeFromBuffer(data);
  const problem = checkRoomImageFile({ type: sniffed?.mime ?? '', size: data.length });
  if (problem === 'required') throw AppError.validation('image');
  if (problem !== null) {
    if (data.length > IMAGE_MAX_BYTES) throw new AppError('payload_too_large', 413, ['image']);
    throw new AppError('unsupported_media_type', 415, ['image']);
  }
  const contentType = sniffed?.mime === 'image/png' ? 'image/png' : 'image/jpeg';
  let size: { width?: number; height?: number };
  try {
    size = await sharp(data).metadata(); // reads the header only
  } catch {
    throw new AppError('unsupported_media_type', 415, ['image']);
  }
  if (!size.width || !size.height) throw new AppError('unsupported_media_type', 415, ['image']);
  if (size.width * size.height > IMAGE_MAX_PIXELS)
    throw new AppError('payload_too_large', 413, ['image']);
  try {
    // limitInputPixels once more: the decoder itself refuses what the header check let by.
    const pipeline = sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS }).rotate().resize({
      width: IMAGE_MAX_EDGE,
      height: IMAGE_MAX_EDGE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const out =
      contentType === 'image/png'
        ? await pipeline.png().toBuffer()
        : await pipeline.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    return { data: out, contentType };
  } catch {
    // Magic bytes fine, content broken.
    throw new AppError('unsupported_media_type', 415, ['image']);
  }
}
