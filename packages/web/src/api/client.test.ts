import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, param, requireValue } from './client';
import { multipart, type ApiForm } from './multipart';

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });
}

function setup(
  response: Response | (() => Promise<Response>) = json(200, { ok: true }),
  baseApiUrl = '/',
) {
  const fetchMock = vi.fn<typeof fetch>(
    typeof response === 'function' ? response : async () => response,
  );
  const api = createApiClient({ baseApiUrl, fetch: fetchMock });
  const call = (index = 0) => {
    const [url, init] = fetchMock.mock.calls[index] ?? [];
    return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
  };
  return { api, fetchMock, call };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createApiClient', () => {
  it('prefixes the path with baseApiUrl + api/ and sends the XHR header and same-origin cookies', async () => {
    const { api, call } = setup(json(200, [{ id: 1 }]), 'https://archive.example.org/lesesaal');
    await expect(api.GET('/api/rooms')).resolves.toEqual([{ id: 1 }]);
    const { url, init, headers } = call();
    expect(url).toBe('https://archive.example.org/lesesaal/api/rooms');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('skips null and undefined query values and repeats array keys without indices', async () => {
    const { api, call } = setup(() => Promise.resolve(json(200, { content: [], totalCount: 0 })));
    await api.GET('/api/admin/tickets', {
      params: {
        query: {
          searchTerm: param(null),
          roomId: param(undefined),
          status: 'BOOKED',
          limit: param(20),
          ownerId: param(false),
        },
      },
    });
    const url = new URL(call().url, 'http://localhost');
    expect(url.pathname).toBe('/api/admin/tickets');
    expect(url.search).toBe('?status=BOOKED&limit=20&ownerId=false');
    await api.DELETE('/api/admin/tickets', { params: { query: { ids: ['1', '2'] } } });
    expect(call(1).url).toBe('/api/admin/tickets?ids=1&ids=2');
    expect(call(1).url).not.toMatch(/%5B|\[/);
  });

  it('passes a comma-joined value through as one parameter', async () => {
    const { api, call } = setup(json(204));
    await api.DELETE('/api/owners/{ownerId}/tickets', {
      params: { path: { ownerId: 'abc' }, query: { ids: [3, 4].join(',') } },
    });
    expect(call().url).toBe('/api/owners/abc/tickets?ids=3%2C4');
    expect(call().init.method).toBe('DELETE');
  });

  it('fills and encodes path parameters', async () => {
    const { api, call } = setup();
    await api.GET('/api/admin/blacklist/{email}', {
      params: { path: { email: 'a+b@example.org' } },
    });
    expect(call().url).toBe('/api/admin/blacklist/a%2Bb%40example.org');
  });

  it('fails with missing_parameter before calling the server when a path parameter is missing', async () => {
    const { api, fetchMock } = setup();
    const error = await caught(
      api.GET('/api/rooms/{id}', { params: { path: { id: undefined as unknown as string } } }),
    );
    expect(error.messageKey).toBe('missing_parameter');
    expect(error.status).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(() => requireValue('  ', 'timeSlotId')).toThrow(ApiError);
  });

  it('decodes a JSON answer and asks for JSON', async () => {
    const { api, call } = setup(json(201, { transactionId: 't1' }));
    await expect(api.POST('/api/transactions', { body: { timeSlotId: 7 } })).resolves.toEqual({
      transactionId: 't1',
    });
    expect(call().init.body).toBe('{"timeSlotId":7}');
    expect(call().headers.get('Accept')).toBe('application/json');
  });

  it('passes FormData through untouched and lets the browser set the multipart type', async () => {
    const { api, call } = setup(json(204));
    const file = new File(['x'], 'ost.png', { type: 'image/png' });
    const body = multipart<ApiForm<'/api/admin/rooms/{id}/image', 'put'>>({
      alt: 'Lesesaal Ost',
      image: file,
    });
    await expect(
      api.PUT('/api/admin/rooms/{id}/image', { params: { path: { id: '1' } }, body }),
    ).resolves.toBeUndefined();
    const sent = call().init.body;
    expect(sent).toBeInstanceOf(FormData);
    expect([...(sent as FormData).keys()]).toEqual(['alt', 'image']);
    expect((sent as FormData).get('alt')).toBe('Lesesaal Ost');
    expect(call().headers.has('Content-Type')).toBe(false);
  });

  it('turns an error body into an ApiError whose messageKey includes the first payload item', async () => {
    const body = { error: 'ticket__validation_error', payload: ['timeslot_not_open'] };
    const { api } = setup(json(409, body));
    const error = await caught(
      api.PUT('/api/transactions/{id}/booking', {
        params: { path: { id: 't1' } },
        body: { firstName: 'A', lastName: 'B', email: 'a@b.at', phone: '1', language: 'de' },
      }),
    );
    expect(error.status).toBe(409);
    expect(error.body).toEqual(body);
    expect(error.code).toBe('ticket__validation_error');
    expect(error.messageKey).toBe('ticket__validation_error_timeslot_not_open');
  });

  it('maps an error response without a body to unknown', async () => {
    const { api } = setup(
      new Response('Bad gateway', { status: 502, headers: { 'content-type': 'text/plain' } }),
    );
    const error = await caught(api.GET('/api/rooms'));
    expect(error.status).toBe(502);
    expect(error.messageKey).toBe('unknown');
  });

  it('maps a failed connection to network_error', async () => {
    const { api } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await caught(api.GET('/api/rooms'));
    expect(error.messageKey).toBe('network_error');
    expect(error.status).toBe(0);
  });

  it('maps an aborted request to cancelled', async () => {
    const controller = new AbortController();
    const { api } = setup(() =>
      Promise.reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
    controller.abort();
    const error = await caught(api.GET('/api/rooms', { signal: controller.signal }));
    expect(error.messageKey).toBe('cancelled');
  });

  it('typed calls: the document path with path and query parameters, the XHR header, the body', async () => {
    const { api, call } = setup(json(200, { content: [], totalCount: 0 }), 'https://a.example/l/');
    await expect(
      api.GET('/api/admin/audit-log', { params: { query: { limit: '20', offset: '40' } } }),
    ).resolves.toEqual({ content: [], totalCount: 0 });
    expect(call().url).toBe('https://a.example/l/api/admin/audit-log?limit=20&offset=40');
    expect(call().init.method).toBe('GET');
    expect(call().init.credentials).toBe('same-origin');
    expect(call().headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('typed calls: path parameters are encoded and a 204 resolves to undefined', async () => {
    const { api, call } = setup(json(204));
    await expect(
      api.DELETE('/api/admin/blacklist/{email}', { params: { path: { email: 'a+b@x.org' } } }),
    ).resolves.toBeUndefined();
    expect(call().url).toBe('/api/admin/blacklist/a%2Bb%40x.org');
    expect(call().init.method).toBe('DELETE');
  });

  it('typed calls: a JSON body is sent as text with its content type', async () => {
    const { api, call } = setup(json(201, { transactionId: 't1' }));
    await api.POST('/api/transactions', { body: { timeSlotId: 7 } });
    expect(call().init.body).toBe('{"timeSlotId":7}');
    expect(call().headers.get('Content-Type')).toBe('application/json');
  });

  it('typed calls: an error body becomes an ApiError with the message key', async () => {
    const body = { error: 'room__not_found', payload: ['id'] };
    const { api } = setup(json(404, body));
    const error = await caught(api.GET('/api/rooms/{id}', { params: { path: { id: '9' } } }));
    expect(error.status).toBe(404);
    expect(error.code).toBe('room__not_found');
    expect(error.body).toEqual(body);
    expect(error.messageKey).toBe('room__not_found_id');
  });

  it('param: a number or boolean as its string, null and undefined left out', () => {
    expect([param(7), param(false), param('x'), param(null), param(undefined)]).toEqual([
      '7',
      'false',
      'x',
      undefined,
      undefined,
    ]);
  });

  it('typed calls: a failed connection is network_error, a missing path value missing_parameter', async () => {
    const { api, fetchMock } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await caught(api.GET('/api/rooms'))).messageKey).toBe('network_error');
    fetchMock.mockClear();
    const missing = await caught(
      api.GET('/api/rooms/{id}', { params: { path: { id: undefined as unknown as string } } }),
    );
    expect(missing.messageKey).toBe('missing_parameter');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
