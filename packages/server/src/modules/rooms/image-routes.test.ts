import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Room } from '@lesesaal/domain/rooms/schema';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { signIn } from '../../test/auth';
import { TEST_DRIVERS } from '../../test/databases';
import { insertRoom } from '../../test/factories';
import { multipart } from '../../test/room-factories';

const exif = { IFD0: { Copyright: 'Landesarchiv', Artist: 'Jemand' } };
const png = (width = 40) =>
  sharp({ create: { width, height: 30, channels: 3, background: '#3366aa' } })
    .png()
    .withMetadata({ exif })
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#aa6633' } })
    .jpeg()
    .withMetadata({ exif })
    .toBuffer();
/** A 1×1 PNG whose header announces width × height (CRC fixed): only a header to read. */
async function pngAnnouncing(width: number, height: number): Promise<Buffer> {
  const data = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer(),
  );
  // signature (8), IHDR length (4), 'IHDR' (4), width (4), height (4), … CRC over type+data
  data.writeUInt32BE(width, 16);
  data.writeUInt32BE(height, 20);
  data.writeUInt32BE(crc32(data.subarray(12, 29)), 29);
  return data;
}

describe.each(TEST_DRIVERS)('room images on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await signIn(t.app, t.database.db, 'ADMIN');
  });
  afterAll(async () => t.close());

  const upload = (
    roomId: number,
    image: { data: Buffer; filename?: string; contentType?: string } | null,
    alt?: string,
  ) => {
    const body = multipart([
      ...(image
        ? [
            {
              name: 'image',
              filename: image.filename ?? 'bild.png',
              contentType: image.contentType ?? 'image/png',
              data: image.data,
            },
          ]
        : []),
      ...(alt === undefined ? [] : [{ name: 'alt', value: alt }]),
    ]);
    return t.app.inject({
      method: 'PUT',
      url: `/api/admin/rooms/${roomId}/image`,
      headers: { ...XHR, cookie: admin, ...body.headers },
      payload: body.payload,
    });
  };

  it('stores a JPEG without its EXIF data and serves it with ETag, cache header and 304', async () => {
    const room = await insertRoom(t.database.db);
    const original = await jpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined(); // the test image does carry EXIF

    const res = await upload(
      room.id,
      { data: original, filename: 'foto.jpg', contentType: 'image/jpeg' },
      'Blick in den Lesesaal',
    );
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<Room>();
    expect(updated.imageAlt).toBe('Blick in den Lesesaal');
    expect(updated.imageUrl).toMatch(new RegExp(`^/api/rooms/${room.id}/image\\?v=[0-9a-f]{64}$`));

    const image = await t.app.inject({ method: 'GET', url: updated.imageUrl! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('public, max-age=300');
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin'); // a host page may embed it
    const etag = image.headers.etag as string;
    expect(etag).toBe(`"${updated.imageUrl!.split('v=')[1]}"`);
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();

    const again = await t.app.inject({
      method: 'GET',
      url: `/api/rooms/${room.id}/image`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const weak = await t.app.inject({
      method: 'GET',
      url: `/api/rooms/${room.id}/image`,
      headers: { 'if-none-match': `"x", W/${etag}` },
    });
    expect(weak.statusCode).toBe(304);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/rooms/${room.id}/image`,
      headers: { 'if-none-match': '"abc"' },
    });
    expect(other.statusCode).toBe(200);

    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/admin/rooms/${room.id}/image`,
      headers: { cookie: admin },
    });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['content-type']).toBe('image/jpeg');
  });

  it('accepts a PNG declared as image/jpeg and keeps it a PNG without metadata', async () => {
    const room = await insertRoom(t.database.db);
    const original = await png();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(
      room.id,
      { data: original, filename: 'bild.jpg', contentType: 'image/jpeg' },
      'Ein Kartentisch',
    );
    expect(res.statusCode, res.body).toBe(200);
    const image = await t.app.inject({ method: 'GET', url: `/api/rooms/${room.id}/image` });
    expect(image.headers['content-type']).toBe('image/png');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.format).toBe('png');
    expect(meta.exif).toBeUndefined();
  });

  it('refuses a text file named .png with 415 and stores nothing', async () => {
    const room = await insertRoom(t.database.db);
    const res = await upload(
      room.id,
      { data: Buffer.from('not really a picture\n'.repeat(20)), filename: 'bild.png' },
      'Kein Bild hier',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'unsupported_media_type', payload: ['image'] });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/rooms/${room.id}/image` })).statusCode,
    ).toBe(404);
  });

  it('refuses a picture larger than 20 MB with 413 and accepts one of exactly 20 MiB', async () => {
    const room = await insertRoom(t.database.db);
    const small = await png();
    const padded = (size: number) => Buffer.concat([small, Buffer.alloc(size - small.length)]); // trailing bytes after IEND
    const tooBig = await upload(room.id, { data: padded(20 * 1024 * 1024 + 1) }, 'Zu großes Bild');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toBe('payload_too_large');
    const exact = await upload(room.id, { data: padded(20 * 1024 * 1024) }, 'Gerade noch');
    expect(exact.statusCode, exact.body).toBe(200);
  });

  it('takes a phone photo of more than 5 MB and stores it small, upright and without metadata', async () => {
    const room = await insertRoom(t.database.db);
    // 4000×3000 of noise (a photo compresses about as badly), stored sideways with the camera's
    // EXIF: orientation 6 (turn by 90° to show), make, model and a GPS position
    const width = 4000;
    const height = 3000;
    const noise = Buffer.alloc(width * height * 3);
    let seed = 7;
    for (let i = 0; i < noise.length; i++) {
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
      noise[i] = seed >> 16;
    }
    const photo = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 95 })
      .withMetadata({
        orientation: 6,
        exif: {
          IFD0: { Make: 'Phone', Model: 'Camera 12', Copyright: 'Jemand' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 12/1 30/1' },
        },
      })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
    const sent = await sharp(photo).metadata();
    expect([sent.orientation, sent.exif !== undefined]).toEqual([6, true]);

    const res = await upload(
      room.id,
      { data: photo, filename: 'IMG_0001.jpg', contentType: 'image/jpeg' },
      'Der Lesesaal vom Eingang',
    );
    expect(res.statusCode, res.body).toBe(200);
    const stored = (await t.app.inject({ method: 'GET', url: `/api/rooms/${room.id}/image` }))
      .rawPayload;
    expect(stored.length).toBeLessThan(photo.length / 2);
    const meta = await sharp(stored).metadata();
    // upright (shown 3000 wide and 4000 high), at most 1600 px on the long side
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 1600]);
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('Camera 12'))).toBe(false);
  });

  it('refuses a WebP picture, a real image but neither PNG nor JPEG, with 415', async () => {
    const room = await insertRoom(t.database.db);
    const webp = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#336633' },
    })
      .webp()
      .toBuffer();
    const res = await upload(
      room.id,
      { data: webp, filename: 'bild.png', contentType: 'image/png' },
      'Ein WebP-Bild',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'unsupported_media_type', payload: ['image'] });
  });

  it('turns a JPEG upright by its EXIF orientation before dropping the metadata', async () => {
    const room = await insertRoom(t.database.db);
    // 40×30 pixels stored, orientation 6: shown rotated by 90°, i.e. 30 wide and 40 high
    const sideways = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#aa6633' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    expect(
      (
        await upload(
          room.id,
          { data: sideways, filename: 'foto.jpg', contentType: 'image/jpeg' },
          'Hochformat',
        )
      ).statusCode,
    ).toBe(200);
    const meta = await sharp(
      (await t.app.inject({ method: 'GET', url: `/api/rooms/${room.id}/image` })).rawPayload,
    ).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([30, 40, undefined]);
  });

  it.each([
    ['a'.repeat(4), 400],
    ['a'.repeat(5), 200],
    ['a'.repeat(150), 200],
    ['a'.repeat(151), 400],
    ['      ', 400],
  ])('checks the alt text of length %#: %i', async (alt, status) => {
    const room = await insertRoom(t.database.db);
    const res = await upload(room.id, { data: await png() }, alt);
    expect(res.statusCode, res.body).toBe(status);
    if (status === 400)
      expect(res.json()).toEqual({ error: 'validation__error', payload: ['alt'] });
  });

  it('asks for both image and alt when they are missing', async () => {
    const room = await insertRoom(t.database.db);
    const res = await upload(room.id, null);
    expect(res.json()).toEqual({ error: 'validation__error', payload: ['image', 'alt'] });
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/rooms/${room.id}/image`,
      headers: { ...XHR, cookie: admin },
      payload: { alt: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('replaces and deletes a picture; the URL changes with the picture', async () => {
    const room = await insertRoom(t.database.db);
    const first = (await upload(room.id, { data: await png(40) }, 'Erstes Bild')).json<Room>();
    const second = (await upload(room.id, { data: await png(60) }, 'Zweites Bild')).json<Room>();
    expect(second.imageUrl).not.toBe(first.imageUrl);
    expect(second.imageAlt).toBe('Zweites Bild');

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/rooms/${room.id}/image`,
      headers: { ...XHR, cookie: admin },
    });
    expect(del.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/rooms/${room.id}` })).json(),
    ).toMatchObject({ imageUrl: null, imageAlt: null });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/rooms/${room.id}/image` })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/rooms/${room.id}/image`,
          headers: { cookie: admin },
        })
      ).statusCode,
    ).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/rooms/${room.id}/image`,
      headers: { ...XHR, cookie: admin },
    });
    expect(again.statusCode).toBe(404);
  });

  it('stores a 6300×6300 picture (39.7 MP) scaled down to 1600×1600, a wide one to 1600 wide, keeping the aspect ratio', async () => {
    const room = await insertRoom(t.database.db);
    const stored = async () =>
      sharp(
        (await t.app.inject({ method: 'GET', url: `/api/rooms/${room.id}/image` })).rawPayload,
      ).metadata();
    const big = await sharp({
      create: { width: 6300, height: 6300, channels: 3, background: '#3366aa' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(big.length).toBeLessThanOrEqual(524_288); // one colour compresses well
    const res = await upload(room.id, { data: big }, 'Ein sehr großes Bild');
    expect(res.statusCode, res.body).toBe(200);
    const square = await stored();
    expect([square.format, square.width, square.height]).toEqual(['png', 1600, 1600]);

    const wide = await sharp({
      create: { width: 4000, height: 1000, channels: 3, background: '#aa6633' },
    })
      .jpeg()
      .toBuffer();
    const wideRes = await upload(
      room.id,
      { data: wide, filename: 'breit.jpg', contentType: 'image/jpeg' },
      'Ein breites Bild',
    );
    expect(wideRes.statusCode, wideRes.body).toBe(200);
    const scaled = await stored();
    expect([scaled.format, scaled.width, scaled.height]).toEqual(['jpeg', 1600, 400]);
  });

  it('refuses a picture of more than 40 megapixels by its header with 413, before decoding it', async () => {
    const room = await insertRoom(t.database.db);
    const tooMany = await upload(room.id, { data: await pngAnnouncing(6400, 6400) }, 'Riesig');
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toEqual({ error: 'payload_too_large', payload: ['image'] });
    const oneMore = await upload(room.id, { data: await pngAnnouncing(40_000_001, 1) }, 'Riesig');
    expect(oneMore.json()).toEqual({ error: 'payload_too_large', payload: ['image'] });
    // Exactly 40 MP passes the size check and reaches the decoder, which finds the pixel
    // data of a 1×1 picture: broken content (415), so the 413 above came before decoding.
    const exactly = await upload(room.id, { data: await pngAnnouncing(8000, 5000) }, 'Kaputt');
    expect(exactly.statusCode).toBe(415);
    expect(exactly.json()).toEqual({ error: 'unsupported_media_type', payload: ['image'] });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/rooms/${room.id}/image` })).statusCode,
    ).toBe(404);
  });

  it('answers 404 for a picture of an unknown room', async () => {
    expect((await upload(999_999, { data: await png() }, 'Gibt es nicht')).statusCode).toBe(404);
  });
});
