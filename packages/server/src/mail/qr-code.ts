import { crc32, deflateSync } from 'node:zlib';
import encodeQR from 'qr';
import { normalizeBookingNumber } from '@lesesaal/domain/tickets/booking-number';
import type { MailAttachment } from './transport';

/** Pixels per QR module: 29 modules with the quiet zone → 174 px, easy for a desk scanner. */
const MODULE_PIXELS = 6;
/** The quiet zone the QR standard asks for, in modules. */
const QUIET_ZONE = 4;

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A black-on-white PNG (8-bit greyscale) of a module matrix. The QR code comes from the `qr`
 * library; this only writes the PNG container (signature, IHDR, one deflated IDAT, IEND —
 * the PNG specification's minimum), which keeps the image a few hundred bytes and avoids a
 * trip through the image library's thread pool inside the booking transaction: sharp takes
 * about six times the CPU for the same image (docs/decisions/mail.md has the figures).
 */
function matrixToPng(matrix: readonly (readonly boolean[])[], scale: number): Buffer {
  const size = matrix.length * scale;
  const rows: Buffer[] = [];
  for (const moduleRow of matrix) {
    const row = Buffer.alloc(size + 1, 255);
    row[0] = 0; // filter type: none
    moduleRow.forEach((dark, x) => {
      if (dark) row.fill(0, 1 + x * scale, 1 + (x + 1) * scale);
    });
    for (let i = 0; i < scale; i++) rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // colour type: greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function bookingNumberMatrix(bookingNumber: string): boolean[][] {
  return encodeQR(normalizeBookingNumber(bookingNumber), 'raw', {
    ecc: 'medium',
    border: QUIET_ZONE,
  });
}

/**
 * The QR code of a booking number as a PNG. It encodes the plain number (`ABCD2345`, no
 * dashes): what a USB scanner at the desk types into the check-in search field.
 */
export function bookingNumberQrPng(bookingNumber: string): Buffer {
  return matrixToPng(bookingNumberMatrix(bookingNumber), MODULE_PIXELS);
}

/** An inline image of a mail: the attachment and its width (= height) in pixels. */
export interface InlineImage {
  attachment: MailAttachment & { contentId: string };
  size: number;
}

/**
 * The booking number's QR code as an inline attachment of an HTML mail (PNG, Content-ID
 * `booking-<number>@<host>`, which the HTML part refers to as `cid:…`).
 */
export function bookingNumberQrImage(bookingNumber: string, host: string): InlineImage {
  const plain = normalizeBookingNumber(bookingNumber);
  const matrix = bookingNumberMatrix(plain);
  return {
    attachment: {
      filename: `${plain}.png`,
      contentType: 'image/png',
      content: matrixToPng(matrix, MODULE_PIXELS).toString('base64'),
      contentId: `booking-${plain.toLowerCase()}@${host}`,
    },
    size: matrix.length * MODULE_PIXELS,
  };
}
