/**
 * The demo's room with named seats: its equipment list, its twelve seats and the plan they
 * are drawn on. One layout feeds both the SVG and the seats' positions, so every chair on the
 * plan carries the label of the seat placed on it.
 *
 * The plan is a plain SVG (shapes and text, no effects: the server refuses filter effects)
 * that the seats service draws to a PNG like any uploaded plan.
 */

/** An entry of the installation's equipment list, as `POST /admin/seat-equipment` takes it. */
export interface DemoEquipment {
  key: string;
  de: string;
  en: string;
  accessible: boolean;
}

export const DEMO_EQUIPMENT: readonly DemoEquipment[] = [
  { key: 'power-socket', de: 'Steckdose am Platz', en: 'Power socket', accessible: false },
  { key: 'book-cradle', de: 'Buchstütze', en: 'Book cradle', accessible: false },
  { key: 'magnifier', de: 'Leuchtlupe', en: 'Illuminated magnifier', accessible: false },
  {
    key: 'large-format-table',
    de: 'Großformattisch',
    en: 'Large-format table',
    accessible: false,
  },
  {
    key: 'accessible-desk',
    de: 'Unterfahrbarer Tisch',
    en: 'Wheelchair-accessible desk',
    accessible: true,
  },
];

/** The plan's drawing units (a 4 : 3 picture). */
const W = 1200;
const H = 900;

/** A table and the chairs at it, in drawing units. */
interface Table {
  x: number;
  y: number;
  width: number;
  height: number;
  /** text on the table top (none: the chairs' numbers only) */
  caption?: string;
  seats: { label: string; x: number; equipment: string[] }[];
}

/** Chairs stand this far below their table's edge (centre of the chair). */
const CHAIR_GAP = 50;

const TABLES: readonly Table[] = [
  {
    x: 110,
    y: 150,
    width: 850,
    height: 66,
    seats: [
      { label: '1', x: 200, equipment: ['power-socket', 'book-cradle'] },
      { label: '2', x: 420, equipment: ['power-socket', 'book-cradle'] },
      { label: '3', x: 640, equipment: ['power-socket'] },
      { label: '4', x: 860, equipment: ['power-socket'] },
    ],
  },
  {
    x: 110,
    y: 370,
    width: 850,
    height: 66,
    seats: [
      { label: '5', x: 200, equipment: [] },
      { label: '6', x: 420, equipment: [] },
      { label: '7', x: 640, equipment: ['book-cradle'] },
      { label: '8', x: 860, equipment: ['magnifier'] },
    ],
  },
  {
    x: 110,
    y: 590,
    width: 410,
    height: 96,
    caption: 'Großformattisch',
    seats: [
      { label: '9', x: 210, equipment: ['large-format-table', 'power-socket'] },
      { label: '10', x: 420, equipment: ['large-format-table'] },
    ],
  },
  {
    x: 570,
    y: 590,
    width: 150,
    height: 96,
    seats: [{ label: '11', x: 645, equipment: ['power-socket', 'magnifier'] }],
  },
  {
    x: 790,
    y: 590,
    width: 170,
    height: 96,
    caption: 'unterfahrbar',
    seats: [{ label: '12', x: 875, equipment: ['accessible-desk', 'power-socket'] }],
  },
];

/** A named seat of the demo room, as `POST /admin/rooms/{id}/seats` takes it. */
export interface DemoSeat {
  label: string;
  equipment: string[];
  /** position on the plan, thousandths of its width and height */
  x: number;
  y: number;
  sortOrder: number;
}

const chairY = (table: Table) => table.y + table.height + CHAIR_GAP;

/** The twelve seats, numbered as the plan shows them, placed on their chairs. */
export const DEMO_SEATS: readonly DemoSeat[] = TABLES.flatMap((table) =>
  table.seats.map((seat) => ({
    label: seat.label,
    equipment: seat.equipment,
    x: Math.round((seat.x / W) * 1000),
    y: Math.round((chairY(table) / H) * 1000),
  })),
).map((seat, index) => ({ ...seat, sortOrder: index }));

/** The plan's text alternative (5–150 characters). */
export const DEMO_PLAN_ALT =
  'Saalplan: Fenster oben, Tischreihen mit Platz 1–4 und 5–8, darunter Großformattisch (9, 10) und Einzeltische 11, 12; Eingang unten rechts';

const FONT = "font-family=\"'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif\"";

/** Text drawn on the plan; the demo's own strings only, escaped all the same. */
function text(x: number, y: number, content: string, attrs: string): string {
  const escaped = content.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<text x="${x}" y="${y}" ${FONT} ${attrs}>${escaped}</text>`;
}

function drawTable(table: Table): string {
  const parts = [
    `<rect x="${table.x}" y="${table.y}" width="${table.width}" height="${table.height}" rx="6" fill="#dcc29a" stroke="#8a6a43" stroke-width="4"/>`,
  ];
  if (table.caption)
    parts.push(
      text(
        table.x + table.width / 2,
        table.y + 34,
        table.caption,
        'font-size="22" fill="#5a4630" text-anchor="middle" font-style="italic"',
      ),
    );
  for (const seat of table.seats) {
    const cy = chairY(table);
    // the chair, where the seat's button sits; its number on the table in front of it
    parts.push(
      `<rect x="${seat.x - 26}" y="${cy - 22}" width="52" height="44" rx="10" fill="#7a6753" stroke="#4a3b2c" stroke-width="3"/>`,
      `<rect x="${seat.x - 20}" y="${cy + 16}" width="40" height="10" rx="4" fill="#4a3b2c"/>`,
      text(
        seat.x,
        table.y + table.height - 12,
        seat.label,
        'font-size="30" font-weight="bold" fill="#3b2d1f" text-anchor="middle"',
      ),
    );
  }
  return parts.join('');
}

/** Shelves of the reference library along the right wall, with a few book spines. */
function drawShelves(): string {
  const x = 1080;
  const top = 110;
  const bottom = 520;
  const spines: string[] = [];
  const colours = ['#8c4a3c', '#3f5e7a', '#6f7d3a', '#a07b3d', '#5c4770'];
  for (let y = top + 12, i = 0; y < bottom - 16; y += 22, i++)
    spines.push(
      `<rect x="${x + 8}" y="${y}" width="${36 + (i % 3) * 4}" height="14" fill="${colours[i % colours.length]}"/>`,
    );
  return [
    `<rect x="${x}" y="${top}" width="64" height="${bottom - top}" fill="#efe6d6" stroke="#6b5a48" stroke-width="4"/>`,
    ...spines,
    text(
      x - 18,
      (top + bottom) / 2,
      'Handbibliothek',
      `font-size="24" fill="#44403c" text-anchor="middle" transform="rotate(-90 ${x - 18} ${(top + bottom) / 2})"`,
    ),
  ].join('');
}

/** The plan as SVG text: walls, windows, entrance, supervision desk, shelves, tables and chairs. */
export function demoSeatPlanSvg(): string {
  const windows = [140, 460, 780]
    .map(
      (x) =>
        `<rect x="${x}" y="33" width="200" height="14" fill="#bcd7ea" stroke="#44403c" stroke-width="3"/>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
    // floor and walls
    `<rect x="40" y="40" width="${W - 80}" height="${H - 80}" fill="#f6f1e7" stroke="#44403c" stroke-width="14"/>`,
    windows,
    text(600, 80, 'Fensterfront', 'font-size="22" fill="#6b6660" text-anchor="middle"'),
    // entrance: a gap in the bottom wall with the door's swing
    `<rect x="990" y="${H - 52}" width="120" height="24" fill="#f6f1e7"/>`,
    `<path d="M 990 ${H - 46} L 990 ${H - 156} A 110 110 0 0 1 1100 ${H - 46}" fill="none" stroke="#8a857e" stroke-width="3" stroke-dasharray="8 6"/>`,
    text(
      975,
      H - 65,
      'Eingang',
      'font-size="24" font-weight="bold" fill="#44403c" text-anchor="end"',
    ),
    // supervision desk by the entrance
    `<rect x="540" y="${H - 102}" width="280" height="48" rx="6" fill="#cfc8bd" stroke="#6b6660" stroke-width="4"/>`,
    text(
      680,
      H - 69,
      'Aufsicht',
      'font-size="24" font-weight="bold" fill="#3d3a36" text-anchor="middle"',
    ),
    drawShelves(),
    ...TABLES.map(drawTable),
    '</svg>',
  ].join('\n');
}
