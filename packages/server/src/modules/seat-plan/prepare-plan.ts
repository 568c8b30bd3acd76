import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, TooManyRequestsError } from '../../http/app-error';
import type { PlanKind } from './plan-render';
import { planRenderer, type PlanRenderer } from './plan-renderer';
import { asksForFilterEffects, sniffPlanText } from './plan-svg';

/** The largest plan file accepted (bytes), PNG or SVG text. */
export const PLAN_MAX_BYTES = 2 * 1024 * 1024;

const tooLarge = () => new AppError('payload_too_large', 413, ['image']);
const unsupported = () => new AppError('unsupported_media_type', 415, ['image']);

/**
 * Checks an uploaded room plan and turns it into the stored PNG. Accepted by content (never
 * by the declared type or name): a PNG (magic bytes), or an SVG document (`sniffPlanText`;
 * one with entity declarations is refused unparsed, one that asks for filter effects too,
 * `asksForFilterEffects`). An SVG is rasterized and only the pixels are kept: no SVG document
 * is stored or ever served, so its scripts, event handlers and links never reach a browser.
 * What is read here is read by this process in plain code; every header read and all drawing
 * (`renderPlan`: at most 40 megapixels by the header, the pictures an SVG carries counted,
 * stored at most 3000 px on its long side) happen in a child process, one at a time, killed
 * at its deadline (`plan-renderer.ts`). Too large, or drawn past the deadline, answers 413;
 * anything unreadable 415; while other plans are drawn 429 with `Retry-After`; never a 500.
 * The stored size is what seat positions (thousandths of width and height) are drawn against.
 */
export async function preparePlan(
  data: Buffer,
  renderer: PlanRenderer = planRenderer,
): Promise<{
  image: Buffer;
  contentType: 'image/png';
  width: number;
  height: number;
  etag: string;
}> {
  if (data.length === 0) throw AppError.validation('image');
  if (data.length > PLAN_MAX_BYTES) throw tooLarge();
  const kind = await planKind(data);
  if (kind === 'svg' && asksForFilterEffects(data)) throw unsupported();
  const drawn = await renderer.render(data, kind);
  if (!drawn.ok) {
    if (drawn.refusal === 'busy') throw new TooManyRequestsError(drawn.retryAfterSeconds);
    throw drawn.refusal === 'unsupported' ? unsupported() : tooLarge();
  }
  const { image, width, height } = drawn;
  const etag = createHash('sha256').update(image).digest('base64url').slice(0, 22);
  return { image, contentType: 'image/png', width, height, etag };
}

/** PNG by its magic bytes, else SVG by its text; anything else is 415. */
async function planKind(data: Buffer): Promise<PlanKind> {
  const sniffed = await fileTypeFromBuffer(data);
  if (sniffed?.mime === 'image/png') return 'png';
  // a DOCTYPE with entity declarations is refused unread, like any other unsupported file
  if (sniffed === undefined || sniffed.mime === 'application/xml') {
    if (sniffPlanText(data) === 'svg') return 'svg';
  }
  throw unsupported();
}
