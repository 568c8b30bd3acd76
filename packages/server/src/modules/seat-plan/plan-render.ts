// The drawing of a plan with sharp. It runs in the render child (plan-render-child.ts, started
// by plan-renderer.ts), never in the server process: keep this module's imports to sharp and
// plan-svg.ts, so the child starts quickly and loads nothing of the server.
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { embeddedData } from './plan-svg';

/** The largest plan picture by its header (pixels), refused before any pixel is decoded. */
const PLAN_MAX_PIXELS = 40_000_000;
/** The plan is stored scaled to this many pixels on its long side (a PNG only ever down). */
const PLAN_MAX_EDGE = 3_000;
/**
 * The resolution an SVG's physical units (mm, cm, in, pt) are read at: 96 per inch, as
 * browsers do. This decides the header size checked against PLAN_MAX_PIXELS, so it is set
 * rather than left to the library's default.
 */
const SVG_DENSITY = 96;

export type PlanKind = 'png' | 'svg';

/** What a drawing came to: the stored PNG, or why the file is refused. */
export type PlanRender =
  | { ok: true; image: Buffer; width: number; height: number }
  | { ok: false; refusal: 'too_large' | 'unsupported' };

/**
 * Reads the plan's header and draws it to the PNG that is stored. Both `data` kinds are limited
 * to PLAN_MAX_PIXELS by their header (an SVG's size at SVG_DENSITY, and the pictures it carries,
 * `checkEmbeddedPictures`) before anything is drawn. A PNG is re-encoded (no metadata block
 * kept) and scaled down to at most PLAN_MAX_EDGE on its long side; an SVG is drawn at that long
 * side (sharp hands librsvg the scale, so the canvas drawn is the stored size, never the
 * declared one) on white. Given as a buffer, librsvg has no base address, so it loads no
 * referenced file or URL (only `data:` pictures inside the document are drawn).
 */
export async function renderPlan(data: Buffer, kind: PlanKind): Promise<PlanRender> {
  if (kind === 'svg') {
    const embedded = await checkEmbeddedPictures(data);
    if (embedded) return { ok: false, refusal: embedded };
  }
  const input: SharpOptions = {
    limitInputPixels: PLAN_MAX_PIXELS,
    failOn: 'warning',
    ...(kind === 'svg' ? { density: SVG_DENSITY, unlimited: false } : {}),
  };
  let header: Metadata;
  try {
    header = await sharp(data, input).metadata();
  } catch (err) {
    return refused(err);
  }
  if (header.format !== kind || !header.width || !header.height) return unsupported;
  if (header.width * header.height > PLAN_MAX_PIXELS) return tooLarge;
  try {
    let pipeline = sharp(data, input).resize({
      width: PLAN_MAX_EDGE,
      height: PLAN_MAX_EDGE,
      fit: 'inside',
      withoutEnlargement: kind === 'png',
    });
    if (kind === 'svg') pipeline = pipeline.flatten({ background: '#ffffff' });
    const { data: image, info } = await pipeline.png().toBuffer({ resolveWithObject: true });
    return { ok: true, image, width: info.width, height: info.height };
  } catch (err) {
    return refused(err);
  }
}

const tooLarge = { ok: false, refusal: 'too_large' } as const;
const unsupported = { ok: false, refusal: 'unsupported' } as const;

/**
 * The pictures an SVG carries as `data:` URLs, by their headers: librsvg decodes each at its
 * full size, so together they may have at most PLAN_MAX_PIXELS (else too large). One sharp
 * cannot read, or an SVG inside the SVG (a document of its own, with pictures of its own), is
 * unsupported.
 */
async function checkEmbeddedPictures(data: Buffer): Promise<'too_large' | 'unsupported' | null> {
  let pixels = 0;
  for (const picture of embeddedData(data)) {
    // a document (markup) or a gzip stream (SVGZ) is refused before any parser sees it
    if (/^\s*</.test(picture.subarray(0, 64).toString('latin1'))) return 'unsupported';
    if (picture[0] === 0x1f && picture[1] === 0x8b) return 'unsupported';
    let header: Metadata;
    try {
      header = await sharp(picture, { limitInputPixels: false }).metadata();
    } catch {
      return 'unsupported';
    }
    if (header.format === 'svg' || !header.width || !header.height) return 'unsupported';
    pixels += header.width * (header.pageHeight ?? header.height);
    if (pixels > PLAN_MAX_PIXELS) return 'too_large';
  }
  return null;
}

/** sharp's refusal of a picture over its pixel limits is "too large", any other "unsupported". */
function refused(err: unknown): PlanRender {
  const message = err instanceof Error ? err.message : '';
  return /pixel limit/i.test(message) ? tooLarge : unsupported;
}
