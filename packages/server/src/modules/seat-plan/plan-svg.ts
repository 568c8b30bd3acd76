/**
 * What an uploaded plan's bytes are, judged by their content alone (never by the file name or
 * the declared type):
 * - `svg`: UTF-8 (or ASCII) text whose first element is `<svg`, after an optional byte order
 *   mark, XML declaration, comments, white space and a DOCTYPE without an internal subset
 *   (`<!DOCTYPE svg PUBLIC "…" "…">`, as drawing programs write it);
 * - `svg-with-entities`: the same, but the DOCTYPE has an internal subset (`[ … ]`): entity
 *   declarations are refused unread rather than left to the XML parser (entity expansion,
 *   external entities);
 * - `other`: anything else (a PNG is recognized elsewhere, by its magic bytes).
 *
 * Only the prolog is read, never the document: the SVG itself is parsed by librsvg alone.
 */
export type PlanTextKind = 'svg' | 'svg-with-entities' | 'other';

const UTF8_BOM = '\u00ef\u00bb\u00bf'; // EF BB BF read as latin1
/** The prolog is short; a plan whose first element comes later than this is not accepted. */
const PROLOG_MAX_CHARS = 64 * 1024;

export function sniffPlanText(data: Buffer): PlanTextKind {
  // latin1 maps every byte to one character: the prolog's syntax is ASCII
  let text = data.subarray(0, PROLOG_MAX_CHARS).toString('latin1');
  if (text.startsWith(UTF8_BOM)) text = text.slice(UTF8_BOM.length);
  let at = skipSpace(text, 0);
  if (text.startsWith('<?xml', at) && /^<\?xml[\s?]/.test(text.slice(at, at + 6))) {
    const end = text.indexOf('?>', at);
    if (end < 0) return 'other';
    at = skipSpace(text, end + 2);
  }
  let doctypeSeen = false;
  for (;;) {
    if (text.startsWith('<!--', at)) {
      const end = text.indexOf('-->', at + 4);
      if (end < 0) return 'other';
      at = skipSpace(text, end + 3);
    } else if (!doctypeSeen && text.startsWith('<!DOCTYPE', at)) {
      const doctype = readDoctype(text, at);
      if (doctype === 'subset') {
        return /^<!DOCTYPE\s+svg[\s[]/.test(text.slice(at, at + 32))
          ? 'svg-with-entities'
          : 'other';
      }
      if (doctype === null) return 'other';
      doctypeSeen = true;
      at = skipSpace(text, doctype);
    } else {
      return isSvgStart(text, at) ? 'svg' : 'other';
    }
  }
}

function skipSpace(text: string, at: number): number {
  let i = at;
  while (i < text.length && ' \t\r\n'.includes(text.charAt(i))) i += 1;
  return i;
}

/** `<svg` followed by white space, `>` or `/`. */
function isSvgStart(text: string, at: number): boolean {
  return /^<svg[\s/>]/.test(text.slice(at, at + 5));
}

/**
 * The DOCTYPE at `at`: the index after its `>`, `'subset'` when it has an internal subset
 * (a `[` outside its quoted identifiers), null when it does not end.
 */
function readDoctype(text: string, at: number): number | 'subset' | null {
  let quote: string | null = null;
  for (let i = at + '<!DOCTYPE'.length; i < text.length; i += 1) {
    const c = text.charAt(i);
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '[') {
      return 'subset';
    } else if (c === '>') {
      return i + 1;
    }
  }
  return null;
}

/**
 * The contents of every `data:` URL in an SVG, decoded — the pictures librsvg would decode at
 * their full size, however small they are drawn (sharp's pixel limit sees only the SVG's own
 * size). Read loosely on purpose, so that nothing librsvg would load is missed: XML character
 * references and CSS escapes are resolved and line breaks dropped before the text is searched
 * for `data:` in any letter case, wherever it stands; a find that is no URL decodes to
 * bytes that are no picture, which the caller refuses.
 */
export function embeddedData(data: Buffer): Buffer[] {
  const text = unescaped(data).replace(/[\t\r\n\f]/g, '');
  const found: Buffer[] = [];
  for (const match of text.matchAll(/data:([^,"'()<>]{0,200}),([^"'()<>#]*)/gi)) {
    const [, type = '', payload = ''] = match;
    found.push(
      /;\s*base64\s*$/i.test(type)
        ? Buffer.from(payload.replace(/\s/g, ''), 'base64')
        : percentDecoded(payload),
    );
  }
  return found;
}

function safeChar(code: number): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

function percentDecoded(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i += 1) {
    const hex = bytes.subarray(i + 1, i + 3).toString('latin1');
    if (bytes[i] === 0x25 && /^[0-9a-f]{2}$/i.test(hex)) {
      out.push(parseInt(hex, 16));
      i += 2;
    } else {
      out.push(bytes[i]!);
    }
  }
  return Buffer.from(out);
}

/**
 * Whether an SVG asks for filter effects: a `<filter>` element, a filter primitive
 * (`<feMorphology>`, `<feGaussianBlur>`, … under any namespace prefix) or the `filter`
 * property (attribute, `style`, `<style>`, CSS's own `blur()` and friends). librsvg computes a
 * primitive over its whole region at once, for every strip of the picture libvips asks for,
 * at a cost that grows with the area and the radius: a few hundred bytes (a morphology of
 * radius 20 over a 3000 × 3000 canvas) keep a thread busy for minutes, and nothing but ending
 * the process stops it mid-primitive. A plan needs no effects, so these are refused before any
 * drawing. Read as loosely as `embeddedData` (character references and CSS escapes resolved):
 * the word `filter` anywhere refuses the file — a label that says "Filter" too, the price of
 * missing no spelling of the property.
 */
export function asksForFilterEffects(data: Buffer): boolean {
  const text = unescaped(data);
  return /\bfilter\b/i.test(text) || /<(?:[^\s<>/:!?]+:)?fe[A-Z]/.test(text);
}

/** The text with XML character references and CSS escapes resolved, as a parser would read it. */
function unescaped(data: Buffer): string {
  return data
    .toString('utf8')
    .replace(/&#(?:x([0-9a-f]+)|([0-9]+));?/gi, (_, hex: string | undefined, dec: string) =>
      safeChar(hex ? parseInt(hex, 16) : Number(dec)),
    )
    .replace(/\\([0-9a-f]{1,6})[ \t\r\n\f]?/gi, (_, hex: string) => safeChar(parseInt(hex, 16)))
    .replace(/\\([^0-9a-f])/gi, '$1');
}
