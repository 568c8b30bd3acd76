import { crc32, deflateSync } from 'node:zlib';
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E } from './env';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/** A PNG of `width`×`height` (a light floor with a dark wall around it), encoded by hand. */
export function planPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0); // no filter
    for (let x = 0; x < width; x += 1)
      rows.push(x < 4 || y < 4 || x >= width - 4 || y >= height - 4 ? 40 : 235);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A room with a plan picture and three named seats placed on it — 1 (booked by staff, so
 * taken), M2 (free) and B1 (blocked) — and one slot on `date`, set up through the staff API.
 */
export async function setUpPlanRoom(request: APIRequestContext, suffix: string, date: string) {
  const login = await request.post('/api/auth/login', {
    headers: XHR,
    data: { email: E2E.adminEmail, password: E2E.adminPassword },
  });
  expect(login.status()).toBe(204);
  const ok = async (method: 'post' | 'put', url: string, options: object) => {
    const res = await request[method](url, { headers: XHR, ...options });
    expect(res.ok(), `${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`).toBe(
      true,
    );
    return (await res.json()) as { id: number };
  };
  const name = `Lesesaal Plan ${suffix}`;
  const room = await ok('post', '/api/admin/rooms', {
    data: {
      name,
      description: 'Erster Stock',
      capacity: 3,
      openStart: { type: 'DAY', value: 0 },
      openEnd: { type: 'DAY', value: 60 },
    },
  });
  await ok('put', `/api/admin/rooms/${room.id}/seat-plan`, {
    multipart: {
      image: { name: 'plan.png', mimeType: 'image/png', buffer: planPng(240, 120) },
      alt: 'Plan des Lesesaals: Tische in zwei Reihen, Eingang links',
    },
  });
  const seats: Record<string, number> = {};
  for (const [label, x, y] of [
    ['1', 200, 300],
    ['M2', 500, 650],
    ['B1', 820, 300],
  ] as const) {
    seats[label] = (
      await ok('post', `/api/admin/rooms/${room.id}/seats`, { data: { label, x, y } })
    ).id;
  }
  await ok('post', `/api/admin/rooms/${room.id}/seats/${seats.B1}/blocks`, {
    data: { reason: 'Lampe defekt', from: date, until: date },
  });
  const slots = (await ok('post', `/api/admin/rooms/${room.id}/timeslots`, {
    data: {
      startTime: '09:00',
      endTime: '12:00',
      startDate: date,
      daysOfWeek: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
      includeHolidays: true,
      capacity: 3,
    },
  })) as unknown as { createdTimeSlots: Array<{ id: number }> };
  const slotId = slots.createdTimeSlots[0]!.id;
  // a staff booking takes the plain seat that is not blocked: 1
  await ok('post', `/api/admin/rooms/${room.id}/timeslots/${slotId}/tickets`, {
    data: {
      salutation: 'NONE',
      accessibility: false,
      language: 'de',
      firstName: 'Tara',
      lastName: 'Tischler',
    },
  });
  await request.post('/api/auth/logout', { headers: XHR });
  return { name };
}
