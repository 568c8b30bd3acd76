import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { preparePlan } from './prepare-plan';
import { createPlanRenderer, planRenderer, type PlanRenderer } from './plan-renderer';

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (body: string, size = 'width="200" height="100"', prolog = '') =>
  Buffer.from(`${prolog}<svg ${NS} ${size}>${body}</svg>`);

/**
 * Drawn with a deadline ample for a loaded machine (the child's start takes seconds there): the
 * production deadline is proven where a drawing must be stopped.
 */
const ample = createPlanRenderer({ deadlineMs: 60_000 });

/** The status and body an upload of `data` would answer, or the stored plan. */
async function outcome(data: Buffer, renderer: PlanRenderer = ample) {
  try {
    return { plan: await preparePlan(data, renderer) };
  } catch (err) {
    if (!(err instanceof AppError)) throw err; // anything else would be a 500
    return { status: err.status, code: err.code, payload: err.payload };
  }
}

/** Whether the stored picture has any pixel that is not white (something was drawn). */
async function drawn(image: Buffer): Promise<boolean> {
  const { channels } = await sharp(image).stats();
  return channels.slice(0, 3).some((c) => c.min < 255);
}

describe('room plan upload: SVG rasterized to PNG', () => {
  let server: Server;
  let origin: string;
  const requests: string[] = [];
  let dir: string;
  let redPng: string;
  beforeAll(async () => {
    const red = await sharp({
      create: { width: 50, height: 50, channels: 3, background: '#f00' },
    })
      .png()
      .toBuffer();
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'image/png' }).end(red);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    dir = await mkdtemp(join(tmpdir(), 'plan-'));
    redPng = join(dir, 'red.png');
    await writeFile(redPng, red);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('stores a PNG drawn from the SVG, at 3000 px on its long side, on white', async () => {
    const result = await outcome(
      svg(
        '<rect x="10" y="10" width="20" height="20" fill="#000"/>',
        'width="200" height="100"',
        '\ufeff<?xml version="1.0" encoding="UTF-8"?>\n<!-- CAD -->\n' +
          '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n',
      ),
    );
    expect(result.plan).toMatchObject({ contentType: 'image/png', width: 3000, height: 1500 });
    const image = result.plan!.image;
    expect(image.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    expect(await sharp(image).metadata()).toMatchObject({ format: 'png', hasAlpha: false });
    expect(await drawn(image)).toBe(true);
    // physical units at 96 per inch: A4 landscape, long side 3000
    const a4 = await outcome(svg('', 'width="297mm" height="210mm" viewBox="0 0 297 210"'));
    expect(a4.plan).toMatchObject({ width: 3000, height: 2122 });
  });

  it('draws a picture carried inside the SVG as a data: URL (the check below can see one)', async () => {
    const red = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    // base64 broken into lines, as drawing programs write it
    const href = `data:image/png;base64,${red.toString('base64').replace(/(.{20})/g, '$1\n')}`;
    const result = await outcome(svg(`<image href="${href}" width="200" height="100"/>`));
    expect(await drawn(result.plan!.image)).toBe(true);
  });

  it('draws no file the SVG refers to, by file: URL or by path', async () => {
    const result = await outcome(
      svg(
        `<image href="file://${redPng}" width="200" height="100"/>` +
          `<image xlink:href="${redPng}" width="200" height="100"/>` +
          `<image href="red.png" width="200" height="100"/>` +
          `<image href="file:///etc/passwd" width="200" height="100"/>` +
          `<use href="file://${dir}/other.svg#a"/>`,
      ),
    );
    expect(result.plan).toBeDefined();
    expect(await drawn(result.plan!.image)).toBe(false);
  });

  it('sends no request for anything the SVG refers to by http', async () => {
    const result = await outcome(
      svg(
        `<style>@import url(${origin}/import.css); rect { fill: url(${origin}/paint.svg#p) }</style>` +
          `<image href="${origin}/image.png" width="200" height="100"/>` +
          `<image xlink:href="${origin}/xlink.png" width="200" height="100"/>` +
          `<use href="${origin}/use.svg#a"/>` +
          `<rect width="10" height="10" mask="url(${origin}/mask.svg#m)"/>` +
          `<g xmlns:xi="http://www.w3.org/2001/XInclude"><xi:include href="${origin}/include.svg"/></g>`,
        'width="200" height="100"',
        `<!DOCTYPE svg SYSTEM "${origin}/doctype.dtd">`,
      ),
    );
    expect(result.plan).toBeDefined();
    // a red picture from the server would show; the rect's paint server is missing: not drawn
    const { channels } = await sharp(result.plan!.image).stats();
    expect(channels[1]!.min).toBeGreaterThan(0); // no pure red pixel anywhere
    // a filter from elsewhere is refused unread, like any filter
    const filter = svg(`<rect width="10" height="10" filter="url(${origin}/filter.svg#f)"/>`);
    expect(await outcome(filter)).toMatchObject({ status: 415 });
    expect(requests).toEqual([]);
  });

  it('refuses a DOCTYPE that declares entities, unparsed: billion laughs, external entities', async () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa">' +
      Array.from(
        { length: 8 },
        (_, i) =>
          `<!ENTITY ${String.fromCharCode(98 + i)} "${`&${String.fromCharCode(97 + i)};`.repeat(10)}">`,
      ).join('') +
      ']>';
    expect(await outcome(svg('<text y="20">&i;</text>', undefined, laughs))).toEqual({
      status: 415,
      code: 'unsupported_media_type',
      payload: ['image'],
    });
    const external = `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd"><!ENTITY y SYSTEM "${origin}/entity">]>`;
    expect(await outcome(svg('<text y="20">&x;&y;</text>', undefined, external))).toMatchObject({
      status: 415,
    });
    expect(requests).toEqual([]);
  });

  it('keeps nothing of scripts and event handlers: only the drawing is stored', async () => {
    const result = await outcome(
      svg(
        '<script>alert(1)</script><rect width="200" height="100" fill="#00f" onclick="alert(2)"/>' +
          '<foreignObject width="200" height="100"><p xmlns="http://www.w3.org/1999/xhtml">x</p></foreignObject>',
        'width="200" height="100" onload="alert(3)"',
      ),
    );
    const image = result.plan!.image;
    expect(image.includes('alert')).toBe(false);
    const { channels } = await sharp(image).stats();
    expect(channels[2]!.max).toBe(255); // the blue rect is drawn
  });

  it('refuses an SVG too large to draw by its header (413), before drawing it', async () => {
    const tooLarge = { status: 413, code: 'payload_too_large', payload: ['image'] };
    // a tiny viewBox with a huge width and height
    expect(await outcome(svg('', 'width="1000000" height="1000000" viewBox="0 0 1 1"'))).toEqual(
      tooLarge,
    );
    expect(await outcome(svg('', 'width="7000" height="7000"'))).toEqual(tooLarge);
    expect(await outcome(svg('', 'viewBox="0 0 100000 100000"'))).toEqual(tooLarge);
    expect(await outcome(svg('', 'width="10000mm" height="10000mm"'))).toEqual(tooLarge);
    expect(await outcome(svg('', 'width="1000000" height="1"'))).toEqual(tooLarge);
    // more than a 32-bit size is no size at all
    expect(await outcome(svg('', 'width="1e12" height="1e12"'))).toMatchObject({ status: 415 });
    // the byte limit holds for SVG text as for a PNG
    const padded = svg(`<!--${'x'.repeat(2 * 1024 * 1024)}-->`);
    expect(await outcome(padded)).toEqual(tooLarge);
  });

  it('refuses pictures carried inside the SVG that are too large to decode, however written', async () => {
    // 7000 × 6000 white pixels: a few kilobytes, 42 megapixels when decoded
    const bomb = await sharp({
      create: { width: 7000, height: 6000, channels: 3, background: '#fff' },
    })
      .toColourspace('b-w')
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(100_000);
    const base64 = bomb.toString('base64');
    const tooLarge = { status: 413, code: 'payload_too_large', payload: ['image'] };
    expect(
      await outcome(svg(`<image href="data:image/png;base64,${base64}" width="10" height="10"/>`)),
    ).toEqual(tooLarge);
    // the same behind character references and a type that is no picture's
    const hidden = `&#100;&#x61;ta:text/plain;base64,${base64}`;
    expect(await outcome(svg(`<image xlink:href="${hidden}" width="10" height="10"/>`))).toEqual(
      tooLarge,
    );
    // pictures count together
    const half = await sharp({
      create: { width: 5000, height: 5000, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const twice = `<image href="data:image/png;base64,${half.toString('base64')}"/>`.repeat(2);
    expect(await outcome(svg(twice))).toEqual(tooLarge);
    // an SVG inside the SVG, behind a CSS escape, and a find sharp cannot read: 415
    const inner = Buffer.from(`<svg ${NS} width="10" height="10"/>`).toString('base64');
    const refused = { status: 415, code: 'unsupported_media_type', payload: ['image'] };
    expect(
      await outcome(
        svg(`<rect width="9" height="9" fill="url(\\64 ata:image/svg+xml;base64,${inner}#a)"/>`),
      ),
    ).toEqual(refused);
    expect(await outcome(svg('<image href="data:image/png,not-a-picture"/>'))).toEqual(refused);
    const svgz = gzipSync(Buffer.from(`<svg ${NS} width="10" height="10"/>`)).toString('base64');
    expect(
      await outcome(svg(`<image href="data:image/svg+xml;base64,${svgz}" width="9" height="9"/>`)),
    ).toEqual(refused);
  });

  it('refuses filter effects with 415 before any drawing, however written', async () => {
    const refused = { status: 415, code: 'unsupported_media_type', payload: ['image'] };
    // the finding: a morphology of radius 20 over a 3000 × 3000 canvas drew for minutes
    const morphology = svg(
      '<filter id="f"><feMorphology radius="20"/></filter>' +
        '<rect width="3000" height="3000" filter="url(#f)"/>',
      'width="3000" height="3000"',
    );
    const spellings = [
      morphology,
      svg('<defs><filter id="b"><feGaussianBlur stdDeviation="5"/></filter></defs>'),
      // a primitive without its filter, a namespace prefix, CSS's own filter functions
      svg('<feConvolveMatrix order="3" kernelMatrix="1 1 1 1 1 1 1 1 1"/>'),
      svg('<s:filter xmlns:s="http://www.w3.org/2000/svg" id="f"/>'),
      svg('<rect width="200" height="100" style="filter: blur(50px)"/>'),
      svg(
        '<style>rect { FILTER : drop-shadow(0 0 90px #000) }</style><rect width="9" height="9"/>',
      ),
      // behind a character reference, a CSS escape, a CSS comment before the colon
      svg('<rect width="200" height="100" style="&#102;ilter:blur(50px)"/>'),
      svg('<style>rect { \\66 ilter: blur(50px) }</style><rect width="9" height="9"/>'),
      svg('<style>rect { filter/**/: blur(50px) }</style><rect width="9" height="9"/>'),
    ];
    const noDrawing: PlanRenderer = {
      render: () => Promise.reject(new Error('drawn, not refused before')),
    };
    for (const data of spellings) {
      expect(await outcome(data, noDrawing), data.toString()).toEqual(refused);
    }
  }, 15_000);

  it('gives up on a drawing that reuses itself into billions of shapes, with a 4xx', async () => {
    let defs = '<rect id="l0" width="1" height="1"/>';
    for (let i = 1; i <= 9; i += 1) {
      defs += `<g id="l${i}">${`<use href="#l${i - 1}"/>`.repeat(10)}</g>`;
    }
    // the server's own renderer: its deadline stops the drawing if librsvg does not
    const result = await outcome(svg(`<defs>${defs}</defs><use href="#l9"/>`), planRenderer);
    expect([413, 415]).toContain(result.status);
  }, 30_000);

  it('refuses what is no SVG, whatever it claims, with 415', async () => {
    const refused = { status: 415, code: 'unsupported_media_type', payload: ['image'] };
    expect(await outcome(Buffer.from('<svg width="10" height="10"><rect></svg>'))).toEqual(refused);
    expect(await outcome(Buffer.from('<html><svg/></html>'))).toEqual(refused);
    expect(await outcome(Buffer.from('<?xml version="1.0"?><plan/>'))).toEqual(refused);
    expect(await outcome(Buffer.from('svg'))).toEqual(refused);
    const gzipped = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#fff' },
    })
      .gif()
      .toBuffer();
    expect(await outcome(gzipped)).toEqual(refused);
  });
});
