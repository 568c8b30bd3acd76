import sharp from 'sharp';
import decodeQR from 'qr/decode.js';
import type { MailAttachment, MailMessage } from '../mail/transport';

/** Reads the QR code of a PNG attachment back (what a scanner at the desk would type). */
export async function decodeQrAttachment(attachment: MailAttachment): Promise<string> {
  const { data, info } = await sharp(Buffer.from(attachment.content, 'base64'))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return decodeQR({ width: info.width, height: info.height, data });
}

/** The mail's inline QR images (PNG attachments with a Content-ID). */
export function qrAttachments(mail: MailMessage): Array<MailAttachment & { contentId: string }> {
  return mail.attachments.filter(
    (a): a is MailAttachment & { contentId: string } =>
      a.contentType === 'image/png' && typeof a.contentId === 'string',
  );
}
