import { describe, expect, it } from 'vitest';
import { asksForFilterEffects, embeddedData, sniffPlanText } from './plan-svg';

const sniff = (text: string | Buffer) =>
  sniffPlanText(Buffer.isBuffer(text) ? text : Buffer.from(text));
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';

describe('sniffPlanText', () => {
  it('recognizes an SVG by its first element, after what may come before it', () => {
    expect(sniff(SVG)).toBe('svg');
    expect(sniff(`\n  ${SVG}`)).toBe('svg');
    expect(sniff('<svg>')).toBe('svg');
    expect(sniff('<svg\nwidth="1">')).toBe('svg');
    expect(sniff(`<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n${SVG}`)).toBe('svg');
    expect(sniff(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(SVG)]))).toBe('svg');
    expect(
      sniff(
        `<?xml version="1.0"?>\n<!-- Generator: CAD export -->\n` +
          `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n` +
          `<!-- a second comment -->${SVG}`,
      ),
    ).toBe('svg');
    // a '>' or '[' inside the DOCTYPE's quoted identifiers is no end and no subset
    expect(sniff(`<!DOCTYPE svg SYSTEM "odd[name>.dtd">${SVG}`)).toBe('svg');
  });

  it('tells an SVG whose DOCTYPE declares entities apart, unread', () => {
    expect(sniff(`<!DOCTYPE svg [<!ENTITY a "aaaa">]>${SVG}`)).toBe('svg-with-entities');
    expect(
      sniff(
        `<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd" [\n]>${SVG}`,
      ),
    ).toBe('svg-with-entities');
  });

  it('takes nothing else for an SVG: not by name, not an element further in', () => {
    expect(sniff('')).toBe('other');
    expect(sniff('svg')).toBe('other');
    expect(sniff('<svgx/>')).toBe('other');
    expect(sniff('<html><svg/></html>')).toBe('other');
    expect(sniff(`<?xml-stylesheet href="a.css"?>${SVG}`)).toBe('other');
    expect(sniff(`<?xml version="1.0"`)).toBe('other');
    expect(sniff(`<!-- never closed ${SVG}`)).toBe('other');
    expect(sniff(`<!DOCTYPE svg PUBLIC "never closed ${SVG}`)).toBe('other');
    expect(sniff(`<!DOCTYPE svg><!DOCTYPE svg>${SVG}`)).toBe('other');
    expect(sniff(`<!DOCTYPE html [<!ENTITY a "b">]><html/>`)).toBe('other');
    expect(sniff(Buffer.from(SVG, 'utf16le'))).toBe('other');
    expect(sniff(`${' '.repeat(70 * 1024)}${SVG}`)).toBe('other');
  });
});

describe('embeddedData', () => {
  const found = (text: string) => embeddedData(Buffer.from(text)).map((b) => b.toString('latin1'));

  it('finds every data: URL, decoded, however it is written', () => {
    const b64 = Buffer.from('PNG!').toString('base64');
    expect(found(`<image href="data:image/png;base64,${b64}"/>`)).toEqual(['PNG!']);
    expect(
      found(`<image href="DATA:image/png;BASE64,${b64.slice(0, 3)}\n${b64.slice(3)}"/>`),
    ).toEqual(['PNG!']);
    expect(found(`<image href="&#100;&#x61;ta:;base64,${b64}"/>`)).toEqual(['PNG!']);
    expect(found(`<rect fill="url(\\64 ata:image/svg+xml,%3Csvg%2F%3E#a)"/>`)).toEqual(['<svg/>']);
    expect(found(`<style>rect { fill: url('da\\ta:,x') }</style>`)).toEqual(['x']);
    expect(found(`<use href="data:a,1"/><use href="data:b,2"/>`)).toEqual(['1', '2']);
  });

  it('finds nothing where there is no data: URL', () => {
    expect(
      found(`<svg ${'xmlns="http://www.w3.org/2000/svg"'}><text>Metadata: Raum Ost</text></svg>`),
    ).toEqual([]);
    expect(found('<image href="https://example.org/data/plan.png"/>')).toEqual([]);
  });
});

describe('asksForFilterEffects', () => {
  const asks = (text: string) => asksForFilterEffects(Buffer.from(text));

  it('finds a filter element, a primitive and the filter property, however written', () => {
    expect(asks('<filter id="f"><feMorphology radius="20"/></filter>')).toBe(true);
    expect(asks('<feGaussianBlur stdDeviation="3"/>')).toBe(true);
    expect(asks('<x:feTurbulence baseFrequency="1"/>')).toBe(true);
    expect(asks('<svg:filter\nid="f"/>')).toBe(true);
    expect(asks('<rect filter="url(#f)"/>')).toBe(true);
    expect(asks('<rect style="opacity:1;filter:blur(9px)"/>')).toBe(true);
    expect(asks('<style>g{-webkit-filter:blur(9px)}</style>')).toBe(true);
    expect(asks('<rect style="&#x66;&#105;lter:blur(9px)"/>')).toBe(true);
    expect(asks('<style>g{\\66 ilter:blur(9px)}</style>')).toBe(true);
    expect(asks('<style>g{fil\\ter:blur(9px)}</style>')).toBe(true);
    expect(asks('<style><![CDATA[ g { Filter: blur(9px) } ]]></style>')).toBe(true);
  });

  it('finds none in a plan without effects', () => {
    expect(
      asks(`<svg ${'xmlns="http://www.w3.org/2000/svg"'}><rect width="9" height="9"/></svg>`),
    ).toBe(false);
    expect(asks('<text>Filterraum, Luftfilteranlage</text><g id="features"/>')).toBe(false);
    expect(asks('<feature/><image href="data:image/png;base64,iVBORw0KGgo="/>')).toBe(false);
  });
});
