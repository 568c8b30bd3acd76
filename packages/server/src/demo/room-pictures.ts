import sharp from 'sharp';

/**
 * The demo rooms' pictures: flat illustrations written here as SVG and drawn to PNG with
 * sharp, so the repository carries no picture files. 16 : 9, the shape of the visitor's room
 * cards. The rooms service then checks and re-encodes them like any uploaded picture.
 */

const W = 1280;
const H = 720;

/** A small deterministic sequence (the same picture on every start). */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const SPINE_COLOURS = ['#7d3b2f', '#2f4f6b', '#5d6b2f', '#9a6f32', '#4f3d63', '#6b2f3f', '#34584f'];

/** A bookcase: dark wood with rows of book spines of varying height and colour. */
function bookcase(x: number, y: number, width: number, height: number, seed: number): string {
  const next = sequence(seed);
  const parts = [`<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#4a3423"/>`];
  const shelf = 74;
  for (let top = y + 14; top + shelf <= y + height; top += shelf) {
    parts.push(
      `<rect x="${x + 10}" y="${top}" width="${width - 20}" height="${shelf - 12}" fill="#2e2016"/>`,
    );
    for (let bx = x + 12; bx < x + width - 22;) {
      const bw = 9 + Math.floor(next() * 10);
      const bh = shelf - 22 - Math.floor(next() * 16);
      const colour = SPINE_COLOURS[Math.floor(next() * SPINE_COLOURS.length)]!;
      parts.push(
        `<rect x="${bx}" y="${top + shelf - 12 - bh}" width="${bw}" height="${bh}" fill="${colour}"/>`,
        `<rect x="${bx + 2}" y="${top + shelf - 12 - bh + 8}" width="${bw - 4}" height="3" fill="#d8c28f" opacity="0.7"/>`,
      );
      bx += bw + 2;
    }
    parts.push(
      `<rect x="${x + 6}" y="${top + shelf - 12}" width="${width - 12}" height="8" fill="#5e4330"/>`,
    );
  }
  return parts.join('');
}

/** A tall arched window with mullions. */
function archedWindow(cx: number, top: number, width: number, height: number): string {
  const r = width / 2;
  const left = cx - r;
  const body = `M ${left} ${top + height} L ${left} ${top + r} A ${r} ${r} 0 0 1 ${cx + r} ${top + r} L ${cx + r} ${top + height} Z`;
  return [
    `<path d="${body}" fill="url(#sky)" stroke="#6b5a48" stroke-width="14"/>`,
    `<line x1="${cx}" y1="${top + 6}" x2="${cx}" y2="${top + height}" stroke="#6b5a48" stroke-width="6"/>`,
    ...[0.45, 0.7].map(
      (f) =>
        `<line x1="${left}" y1="${top + height * f}" x2="${cx + r}" y2="${top + height * f}" stroke="#6b5a48" stroke-width="6"/>`,
    ),
    `<rect x="${left - 16}" y="${top + height}" width="${width + 32}" height="14" fill="#8a7560"/>`,
  ].join('');
}

/** A green banker's lamp standing on a table top at (cx, tableTop). */
function bankersLamp(cx: number, tableTop: number): string {
  return [
    `<rect x="${cx - 24}" y="${tableTop - 8}" width="48" height="8" rx="3" fill="#b8923e"/>`,
    `<rect x="${cx - 3}" y="${tableTop - 48}" width="6" height="42" fill="#b8923e"/>`,
    `<path d="M ${cx - 46} ${tableTop - 44} Q ${cx} ${tableTop - 86} ${cx + 46} ${tableTop - 44} Z" fill="#2f6b4a" stroke="#1f4a33" stroke-width="3"/>`,
    `<ellipse cx="${cx}" cy="${tableTop - 42}" rx="40" ry="6" fill="#fff2b8" opacity="0.9"/>`,
  ].join('');
}

/** An open book lying on a table top. */
function openBook(cx: number, tableTop: number): string {
  return [
    `<path d="M ${cx - 52} ${tableTop - 4} L ${cx - 46} ${tableTop - 22} L ${cx} ${tableTop - 16} L ${cx + 46} ${tableTop - 22} L ${cx + 52} ${tableTop - 4} Z" fill="#fbf7ec" stroke="#a89a80" stroke-width="2"/>`,
    `<line x1="${cx}" y1="${tableTop - 16}" x2="${cx}" y2="${tableTop - 4}" stroke="#a89a80" stroke-width="2"/>`,
  ].join('');
}

/** The back of a chair in front of a table. */
function chairBack(cx: number, top: number): string {
  return [
    `<rect x="${cx - 34}" y="${top}" width="68" height="70" rx="10" fill="#5b3f2a" stroke="#3b281a" stroke-width="3"/>`,
    `<rect x="${cx - 24}" y="${top + 12}" width="48" height="34" rx="6" fill="#7a5638"/>`,
    `<rect x="${cx - 30}" y="${top + 70}" width="8" height="${H - top - 70}" fill="#3b281a"/>`,
    `<rect x="${cx + 22}" y="${top + 70}" width="8" height="${H - top - 70}" fill="#3b281a"/>`,
  ].join('');
}

/** Parquet from `top` to the bottom edge. */
function parquet(top: number, base: string, line: string): string {
  const parts = [`<rect x="0" y="${top}" width="${W}" height="${H - top}" fill="${base}"/>`];
  for (let y = top + 26, row = 0; y < H; y += 26, row++) {
    parts.push(`<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="${line}" stroke-width="2"/>`);
    for (let x = (row % 2) * 70; x < W; x += 140)
      parts.push(
        `<line x1="${x}" y1="${y - 26}" x2="${x}" y2="${y}" stroke="${line}" stroke-width="2"/>`,
      );
  }
  return parts.join('');
}

const svg = (defs: string, body: string[]) =>
  [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<defs>${defs}</defs>`,
    ...body,
    '</svg>',
  ].join('\n');

const SKY =
  '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe4f2"/><stop offset="1" stop-color="#f4f8fb"/></linearGradient>';

/** The great reading room: arched windows between bookcases, a long table with lamps. */
function greatReadingRoom(): string {
  const tableTop = 500;
  return svg(SKY, [
    `<rect width="${W}" height="${H}" fill="#efe4cf"/>`,
    `<rect width="${W}" height="60" fill="#e2d3b6"/>`,
    `<rect y="60" width="${W}" height="10" fill="#cdb994"/>`,
    bookcase(0, 90, 200, 480, 7),
    bookcase(1080, 90, 200, 480, 11),
    archedWindow(420, 110, 170, 340),
    archedWindow(640, 110, 170, 340),
    archedWindow(860, 110, 170, 340),
    parquet(560, '#b98a5a', '#a0744a'),
    // the long table
    `<rect x="150" y="${tableTop}" width="980" height="26" rx="4" fill="#7a4e2d"/>`,
    `<rect x="150" y="${tableTop + 26}" width="980" height="16" fill="#5e3b22"/>`,
    `<rect x="190" y="${tableTop + 42}" width="22" height="150" fill="#5e3b22"/>`,
    `<rect x="1068" y="${tableTop + 42}" width="22" height="150" fill="#5e3b22"/>`,
    ...[300, 640, 980].map((x) => bankersLamp(x, tableTop)),
    ...[460, 810].map((x) => openBook(x, tableTop)),
    `<rect x="540" y="${tableTop - 30}" width="70" height="30" fill="#c9b48a" stroke="#8a7450" stroke-width="2"/>`,
    ...[250, 470, 690, 910].map((x) => chairBack(x, 560)),
  ]);
}

/** The map room: a wall map, a plan chest and a large table with a map spread out. */
function mapRoom(): string {
  const next = sequence(5);
  const contours = [0, 1, 2, 3, 4]
    .map((i) => {
      const rx = 150 - i * 26;
      const ry = 46 - i * 8;
      return `<ellipse cx="${560 + i * 6}" cy="${588 - i * 2}" rx="${rx}" ry="${ry}" fill="none" stroke="#a8875a" stroke-width="2"/>`;
    })
    .join('');
  const drawers: string[] = [];
  for (let i = 0; i < 8; i++) {
    const y = 330 + i * 40;
    drawers.push(
      `<rect x="900" y="${y}" width="330" height="34" fill="#6f8a99" stroke="#4c6470" stroke-width="2"/>`,
      `<rect x="1040" y="${y + 13}" width="50" height="8" rx="3" fill="#d9d2c0"/>`,
      `<rect x="1140" y="${y + 8}" width="36" height="18" fill="#f2ecdc" stroke="#9a927e" stroke-width="1"/>`,
    );
  }
  const trees = Array.from({ length: 14 }, () => {
    const x = 230 + Math.floor(next() * 160);
    const y = 150 + Math.floor(next() * 90);
    return `<circle cx="${x}" cy="${y}" r="6" fill="#8da37a"/>`;
  }).join('');
  return svg(SKY, [
    `<rect width="${W}" height="${H}" fill="#e4e8e6"/>`,
    `<rect width="${W}" height="50" fill="#d2d9d6"/>`,
    // the framed wall map
    `<rect x="140" y="90" width="620" height="360" fill="#5e4630"/>`,
    `<rect x="160" y="110" width="580" height="320" fill="#f1e6c8"/>`,
    `<path d="M 160 300 C 260 260 330 330 420 290 S 600 250 740 300 L 740 430 L 160 430 Z" fill="#c9dce3"/>`,
    `<path d="M 300 110 C 330 180 290 230 360 290" fill="none" stroke="#7fa8bd" stroke-width="5"/>`,
    trees,
    `<path d="M 520 170 L 560 150 L 600 175 L 640 160 L 680 200" fill="none" stroke="#8a6f4a" stroke-width="4"/>`,
    ...[240, 340, 440, 540, 640].map(
      (x) => `<line x1="${x}" y1="110" x2="${x}" y2="430" stroke="#b9a47c" stroke-width="1"/>`,
    ),
    `<circle cx="680" cy="380" r="28" fill="none" stroke="#7a5c3a" stroke-width="3"/>`,
    `<path d="M 680 346 L 688 380 L 680 414 L 672 380 Z" fill="#7a5c3a"/>`,
    // the plan chest
    `<rect x="880" y="300" width="370" height="360" fill="#4c6470"/>`,
    `<rect x="870" y="292" width="390" height="16" fill="#3c505a"/>`,
    ...drawers,
    parquet(600, '#c2a27a', '#aa8a62'),
    // the large table with a map spread out, held down by weights
    `<path d="M 170 540 L 890 540 L 960 640 L 100 640 Z" fill="#8a5f3a"/>`,
    `<rect x="100" y="640" width="860" height="18" fill="#5e3f26"/>`,
    `<path d="M 300 552 L 820 552 L 860 624 L 250 624 Z" fill="#f4ead0" stroke="#b8a37c" stroke-width="2"/>`,
    contours,
    `<path d="M 320 600 C 420 570 480 615 600 590 S 760 575 840 600" fill="none" stroke="#7fa8bd" stroke-width="4"/>`,
    ...[
      [318, 566],
      [806, 566],
      [300, 612],
      [830, 612],
    ].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="16" ry="7" fill="#3d3d3d"/>`),
    // a pendant lamp
    `<line x1="815" y1="0" x2="815" y2="90" stroke="#3d3d3d" stroke-width="3"/>`,
    `<path d="M 755 130 Q 815 60 875 130 Z" fill="#e0b64a" stroke="#9a7a2a" stroke-width="3"/>`,
  ]);
}

/** A microfilm reader on a desk: a housing with a lit screen showing a page, and a reel. */
function microfilmReader(x: number, deskTop: number): string {
  const lines = [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<rect x="${x + 44}" y="${deskTop - 214 + i * 16}" width="${i % 3 === 2 ? 70 : 100}" height="5" fill="#b5ad9a"/>`,
    )
    .join('');
  return [
    `<rect x="${x}" y="${deskTop - 250}" width="200" height="190" rx="14" fill="#d9d4c7" stroke="#8f887a" stroke-width="3"/>`,
    `<rect x="${x + 22}" y="${deskTop - 234}" width="156" height="124" rx="6" fill="#1f2c38"/>`,
    `<rect x="${x + 34}" y="${deskTop - 224}" width="132" height="104" fill="#f5efdc"/>`,
    lines,
    `<rect x="${x + 30}" y="${deskTop - 60}" width="140" height="60" rx="6" fill="#c8c2b4" stroke="#8f887a" stroke-width="3"/>`,
    `<circle cx="${x + 60}" cy="${deskTop - 30}" r="20" fill="#3d3d3d"/>`,
    `<circle cx="${x + 60}" cy="${deskTop - 30}" r="6" fill="#c8c2b4"/>`,
    `<circle cx="${x + 140}" cy="${deskTop - 30}" r="20" fill="#3d3d3d"/>`,
    `<circle cx="${x + 140}" cy="${deskTop - 30}" r="6" fill="#c8c2b4"/>`,
  ].join('');
}

/** The microfilm room: readers on desks, a cabinet of film drawers, ceiling lights. */
function microfilmRoom(): string {
  const deskTop = 520;
  const cabinet: string[] = [];
  for (let row = 0; row < 7; row++)
    for (let col = 0; col < 3; col++)
      cabinet.push(
        `<rect x="${50 + col * 62}" y="${170 + row * 50}" width="56" height="44" fill="#a9b4ba" stroke="#6f7a80" stroke-width="2"/>`,
        `<rect x="${66 + col * 62}" y="${188 + row * 50}" width="24" height="8" rx="3" fill="#59636a"/>`,
      );
  return svg('', [
    `<rect width="${W}" height="${H}" fill="#d8d3ca"/>`,
    `<rect width="${W}" height="70" fill="#c4bdb1"/>`,
    ...[360, 760, 1110].map(
      (x) =>
        `<rect x="${x - 110}" y="70" width="220" height="14" fill="#fffbe8"/><rect x="${x - 120}" y="64" width="240" height="8" fill="#9a9386"/>`,
    ),
    // film cabinet
    `<rect x="36" y="150" width="214" height="380" fill="#7d898f"/>`,
    ...cabinet,
    `<rect x="0" y="560" width="${W}" height="${H - 560}" fill="#8d8478"/>`,
    ...[0, 1, 2, 3, 4, 5, 6].map(
      (i) =>
        `<line x1="0" y1="${580 + i * 22}" x2="${W}" y2="${580 + i * 22}" stroke="#7f776c" stroke-width="2"/>`,
    ),
    // the desk with three readers
    `<rect x="280" y="${deskTop}" width="960" height="24" fill="#6d5a45"/>`,
    `<rect x="280" y="${deskTop + 24}" width="960" height="14" fill="#52432f"/>`,
    `<rect x="300" y="${deskTop + 38}" width="20" height="170" fill="#52432f"/>`,
    `<rect x="1200" y="${deskTop + 38}" width="20" height="170" fill="#52432f"/>`,
    ...[320, 640, 960].map((x) => microfilmReader(x, deskTop)),
    ...[420, 740, 1060].map((x) => chairBack(x, 590)),
  ]);
}

/** The SVG text of each demo room's picture, by room key. */
export const DEMO_PICTURE_SVGS = {
  great: greatReadingRoom,
  maps: mapRoom,
  microfilm: microfilmRoom,
} as const;

/** A room picture as PNG bytes. */
export async function drawRoomPicture(key: keyof typeof DEMO_PICTURE_SVGS): Promise<Buffer> {
  return sharp(Buffer.from(DEMO_PICTURE_SVGS[key]())).png({ palette: true }).toBuffer();
}
