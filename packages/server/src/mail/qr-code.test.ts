import { describe, expect, it } from 'vitest';
import { decodeQrAttachment } from '../test/mail-qr';
import { bookingNumberQrImage, bookingNumberQrPng } from './qr-code';

describe('booking number QR code', () => {
  it('encodes the plain booking number, whatever form it is given in, as a scannable PNG', async () => {
    for (const given of ['ABCD2345', 'abcd-2345', 'ABCD 2345']) {
      const { attachment, size } = bookingNumberQrImage(given, 'termine.example.org');
      expect(attachment).toMatchObject({
        filename: 'ABCD2345.png',
        contentType: 'image/png',
        contentId: 'booking-abcd2345@termine.example.org',
      });
      expect(await decodeQrAttachment(attachment)).toBe('ABCD2345');
      // version 1 (21 modules) and the quiet zone of 4 on each side, 6 px per module
      expect(size).toBe(174);
    }
  });

  it('writes a valid PNG of a few hundred bytes: signature, a greyscale header of the right size, an end chunk', () => {
    const png = bookingNumberQrPng('ZZZZ9999');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]));
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(174);
    expect(png.readUInt32BE(20)).toBe(174);
    expect(png.subarray(-8, -4).toString('latin1')).toBe('IEND');
    expect(png.length).toBeLessThan(1500);
  });
});
