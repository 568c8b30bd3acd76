import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createConnection, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ICAL_MAX_BYTES, IMAGE_MAX_BYTES } from '@lesesaal/domain/limits';
import { BODY_LIMIT_BYTES, MULTIPART_LIMITS } from '../packages/server/src/http/body-limits';
import { PLAN_MAX_BYTES } from '../packages/server/src/modules/seat-plan';
import { DEPLOY_DIR, requireTool } from './required-tools';

// The nginx site, checked by Debian's nginx: `nginx -t` with throwaway certificates, then
// run for real in front of a server that records what reaches it.

const SITE = readFileSync(path.join(DEPLOY_DIR, 'nginx/lesesaal.conf'), 'utf8');
const INSTALLATION = 'lesesaal.archiv.example.org';
const ARCHIVE_HOST = 'lesesaal.stadtarchiv.example';
/** Room the form fields and multipart framing beside the largest file need. */
const FORM_MARGIN = 64 * 1024;
/** The largest file any upload route takes (each sets its own limit; the default beside). */
const LARGEST_FILE = Math.max(
  MULTIPART_LIMITS.fileSize,
  ICAL_MAX_BYTES,
  PLAN_MAX_BYTES,
  IMAGE_MAX_BYTES,
);

/** `client_max_body_size 6m;` in bytes (nginx: k and m are powers of 1024). */
function clientMaxBodySize(): number {
  const sizes = [...SITE.matchAll(/^\s*client_max_body_size\s+(\d+)([kKmMgG]?);/gm)];
  expect(sizes, 'exactly one client_max_body_size').toHaveLength(1);
  const [, figure, unit = ''] = sizes[0]!;
  const factor = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[unit.toLowerCase()]!;
  return Number(figure) * factor;
}

/** Replaces `from` (which must occur exactly once) in `text`. */
function replaceOnce(text: string, from: string, to: string): string {
  expect(text.split(from).length - 1, `"${from}" once in deploy/nginx/lesesaal.conf`).toBe(1);
  return text.replace(from, to);
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A certificate for both names, valid for a day, and the wrapper nginx.conf around `site`. */
function prepare(dir: string, site: string): string {
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
      '-subj',
      `/CN=${INSTALLATION}`,
      '-addext',
      `subjectAltName=DNS:${INSTALLATION},DNS:${ARCHIVE_HOST}`,
    ],
    { encoding: 'utf8' },
  );
  expect(result.status, result.stderr).toBe(0);
  let withCerts = site.replace(/^(\s*ssl_certificate\s+)\S+;/m, `$1${dir}/cert.pem;`);
  withCerts = withCerts.replace(/^(\s*ssl_certificate_key\s+)\S+;/m, `$1${dir}/key.pem;`);
  expect(withCerts).toContain(`${dir}/cert.pem;`);
  expect(withCerts).toContain(`${dir}/key.pem;`);
  writeFileSync(path.join(dir, 'lesesaal.conf'), withCerts);
  // as root the workers run as nobody: they write uploads to client_body
  const temp = path.join(dir, 'client_body');
  mkdirSync(temp);
  chmodSync(dir, 0o755);
  chmodSync(temp, 0o777);
  const group = readFileSync('/etc/group', 'utf8').includes('\nnogroup:') ? 'nogroup' : 'nobody';
  const wrapper = [
    process.getuid?.() === 0 ? `user nobody ${group};` : '',
    `pid ${dir}/nginx.pid;`,
    'error_log stderr warn;',
    `events { worker_connections 64; }`,
    'http {',
    '  access_log off;',
    `  client_body_temp_path ${temp};`,
    `  proxy_temp_path ${dir}/proxy;`,
    `  fastcgi_temp_path ${dir}/fastcgi;`,
    `  uwsgi_temp_path ${dir}/uwsgi;`,
    `  scgi_temp_path ${dir}/scgi;`,
    `  include ${dir}/lesesaal.conf;`,
    '}',
  ].join('\n');
  writeFileSync(path.join(dir, 'nginx.conf'), wrapper);
  return path.join(dir, 'nginx.conf');
}

describe('the nginx site (deploy/nginx/lesesaal.conf)', () => {
  it('lets the largest body the server takes through, with room for the form around it', () => {
    const limit = clientMaxBodySize();
    expect(limit).toBeGreaterThanOrEqual(LARGEST_FILE + FORM_MARGIN);
    expect(limit).toBeGreaterThanOrEqual(BODY_LIMIT_BYTES);
  });

  it('passes nginx -t with a certificate for its names', () => {
    requireTool('nginx', 'nginx', ['-v']);
    requireTool('openssl', 'openssl', ['version']);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-nginx-t-'));
    try {
      const config = prepare(dir, SITE);
      const result = spawnSync('nginx', ['-t', '-p', dir, '-e', 'stderr', '-c', config], {
        encoding: 'utf8',
      });
      expect(result.status, result.stderr).toBe(0);
      expect(result.stderr).toContain('test is successful');
      // nothing nginx would only warn about either (a duplicate header, an unknown MIME type …)
      expect(result.stderr).not.toMatch(/\[warn\]/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  bytes: number;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  body: string;
}

describe('the nginx site in front of a server', () => {
  let dir: string;
  let nginx: ChildProcess | undefined;
  let backend: Server;
  let seen: Seen[] = [];
  let httpPort: number;
  let httpsPort: number;
  let cert: string;

  beforeAll(async () => {
    requireTool('nginx', 'nginx', ['-v']);
    requireTool('openssl', 'openssl', ['version']);
    backend = createServer((request, response) => {
      let bytes = 0;
      request.on('data', (chunk: Buffer) => (bytes += chunk.length));
      request.on('end', () => {
        seen.push({ method: request.method!, url: request.url!, headers: request.headers, bytes });
        // as the server does (helmet): nginx sends its own instead
        response.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ bytes }));
      });
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const backendPort = (backend.address() as AddressInfo).port;
    [httpPort, httpsPort] = [await freePort(), await freePort()];

    // the same site on test ports, IPv4 loopback only, in front of the recording server
    let site = replaceOnce(SITE, '    listen 80;\n', `    listen 127.0.0.1:${httpPort};\n`);
    site = replaceOnce(site, '    listen [::]:80;\n', '');
    site = replaceOnce(
      site,
      '    listen 443 ssl http2;\n',
      `    listen 127.0.0.1:${httpsPort} ssl http2;\n`,
    );
    site = replaceOnce(site, '    listen [::]:443 ssl http2;\n', '');
    site = replaceOnce(
      site,
      'proxy_pass http://127.0.0.1:3000;',
      `proxy_pass http://127.0.0.1:${backendPort};`,
    );
    dir = mkdtempSync(path.join(os.tmpdir(), 'lesesaal-nginx-'));
    const config = prepare(dir, site);
    cert = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
    nginx = spawn('nginx', ['-p', dir, '-e', 'stderr', '-c', config, '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    nginx.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    for (let attempt = 0; ; attempt++) {
      const open = await new Promise<boolean>((resolve) => {
        const socket = createConnection(httpsPort, '127.0.0.1');
        socket.once('connect', () => (socket.destroy(), resolve(true)));
        socket.once('error', () => resolve(false));
      });
      if (open) break;
      if (attempt > 100 || nginx.exitCode !== null)
        throw new Error(`nginx did not start:\n${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    await new Promise<void>((resolve) => backend?.close(() => resolve()));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  function send(
    options: {
      tls: boolean;
      host: string;
      path: string;
      method?: string;
      headers?: Record<string, string | number>;
    },
    body?: Buffer,
  ): Promise<Answer> {
    const request = options.tls ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: options.tls ? httpsPort : httpPort,
          path: options.path,
          method: options.method ?? 'GET',
          headers: { host: options.host, ...options.headers },
          ...(options.tls ? { ca: cert, servername: options.host } : {}),
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () =>
            resolve({
              status: response.statusCode!,
              headers: response.headers,
              rawHeaders: response.rawHeaders,
              body: text,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  const hstsHeaders = (answer: Answer) =>
    answer.rawHeaders.filter(
      (_, i) => i % 2 === 0 && /^strict-transport-security$/i.test(answer.rawHeaders[i]!),
    );

  it('passes the host name asked for, the client address appended and https, and sends HSTS once', async () => {
    seen = [];
    const answer = await send({
      tls: true,
      host: ARCHIVE_HOST,
      path: '/lesesaal-west/api/rooms?x=1',
      // what a client writes itself: kept to the left, never trusted
      headers: {
        'x-forwarded-for': '203.0.113.9',
        'x-forwarded-host': 'evil.example',
        forwarded: 'for=1.2.3.4',
      },
    });
    expect(answer.status).toBe(200);
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request!.url).toBe('/lesesaal-west/api/rooms?x=1');
    expect(request!.headers.host).toBe(ARCHIVE_HOST);
    expect(request!.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(request!.headers['x-forwarded-proto']).toBe('https');
    expect(request!.headers['x-forwarded-host']).toBeUndefined();
    expect(request!.headers.forwarded).toBeUndefined();
    expect(hstsHeaders(answer)).toHaveLength(1);
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends plain http to https with the same host and path, and never to the server', async () => {
    seen = [];
    const answer = await send({ tls: false, host: INSTALLATION, path: '/room/3?date=2030-01-02' });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`https://${INSTALLATION}/room/3?date=2030-01-02`);
    expect(seen).toEqual([]);
  });

  it('passes an upload of the largest file the server takes, and refuses a larger one itself', async () => {
    const boundary = 'lesesaal-boundary';
    const form = (fileBytes: number) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nBlick in den Lesesaal\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="lesesaal.jpg"\r\n` +
            'Content-Type: image/jpeg\r\n\r\n',
        ),
        Buffer.alloc(fileBytes, 'A'),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const upload = (body: Buffer) =>
      send(
        {
          tls: true,
          host: INSTALLATION,
          path: '/api/admin/rooms/1/image',
          method: 'PUT',
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': body.length,
          },
        },
        body,
      );

    seen = [];
    const largest = form(LARGEST_FILE);
    const passed = await upload(largest);
    expect(passed.status).toBe(200);
    expect(seen.map((s) => s.bytes)).toEqual([largest.length]);

    seen = [];
    const refused = await upload(form(clientMaxBodySize() + 1));
    expect(refused.status).toBe(413);
    expect(seen).toEqual([]);
    expect(hstsHeaders(refused)).toHaveLength(1);
  });
});
