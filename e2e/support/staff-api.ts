import { expect, type APIRequestContext } from '@playwright/test';
import { E2E } from './env';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/**
 * Staff API calls for setting up data in journeys (a separate, signed-in request context:
 * its session cookie stays out of the page's browser context).
 */
export async function staffApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    headers: XHR,
    data: { email: E2E.adminEmail, password: E2E.adminPassword },
  });
  expect(login.status()).toBe(204);
  const call = async <T>(method: 'post' | 'get', url: string, data?: object): Promise<T> => {
    const res = await request[method](url, { headers: XHR, ...(data ? { data } : {}) });
    expect(res.ok(), `${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`).toBe(
      true,
    );
    return (await res.json()) as T;
  };
  return {
    /** `extra`: further room fields, e.g. the opening window or `records`. */
    createRoom: (name: string, capacity = 10, extra: object = {}) =>
      call<{ id: number; name: string }>('post', '/api/admin/rooms', {
        name,
        description: 'Created by an e2e journey',
        capacity,
        ...extra,
      }),
    /** One slot on `date` (every weekday and holiday allowed). */
    createSlot: async (
      roomId: number,
      date: string,
      startTime: string,
      endTime: string,
      capacity: number,
    ) => {
      const created = await call<{ createdTimeSlots: Array<{ id: number }> }>(
        'post',
        `/api/admin/rooms/${roomId}/timeslots`,
        {
          startTime,
          endTime,
          startDate: date,
          daysOfWeek: [
            'MONDAY',
            'TUESDAY',
            'WEDNESDAY',
            'THURSDAY',
            'FRIDAY',
            'SATURDAY',
            'SUNDAY',
          ],
          includeHolidays: true,
          capacity,
        },
      );
      return created.createdTimeSlots[0]!.id;
    },
    /** A staff booking of a person into a slot. */
    book: (
      roomId: number,
      slotId: number,
      person: { firstName: string; lastName: string; email?: string; accessibility?: boolean },
    ) =>
      call<{ id: number }>('post', `/api/admin/rooms/${roomId}/timeslots/${slotId}/tickets`, {
        salutation: 'NONE',
        accessibility: false,
        language: 'en',
        ...person,
      }),
  };
}

/** `YYYY-MM-DD` n days after today in Vienna (the server's zone). */
export function viennaDate(daysAhead: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + daysAhead);
  return date.toISOString().slice(0, 10);
}
