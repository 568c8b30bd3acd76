import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '@lesesaal/domain/limits';
import { checkRoomImageFile } from '@lesesaal/domain/rooms/rules';
import { AppError } from '../../http/app-error';

/**
 * Checks an uploaded room picture by its content (magic bytes), not by the declared type:
 * the domain's image rule runs on the sniffed type, so a PNG sent as image/jpeg is a PNG and
 * a text file named .png is refused. Then re-encodes it: rotated upright by its EXIF
 * orientation, every metadata block (EXIF, GPS, XMP, ICC) dropped — sharp keeps none unless
 * asked. PNG stays PNG, JPEG stays JPEG.
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
  try {
    const pipeline = sharp(data, { limitInputPixels: 40_000_000 }).rotate();
    const out =
      contentType === 'image/png'
        ? await pipeline.png().toBuffer()
        : await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    return { data: out, contentType };
  } catch {
    // Magic bytes fine, content broken.
    throw new AppError('unsupported_media_type', 415, ['image']);
  }
}
