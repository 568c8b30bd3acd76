/**
 * A horizontal bar chart in plain SVG: no chart library in the bundle. The chart
 * is a picture for sighted readers (`role="img"` with a summary label); the data table beside
 * it is the accessible alternative with every value.
 */
export interface Bar {
  label: string;
  value: number;
  /** the text after the bar (e.g. "42 %"); the value by default */
  text?: string;
}

const ROW = 26;
const LABEL_WIDTH = 150;
const BAR_WIDTH = 260;
const TEXT_WIDTH = 70;

export function BarChart({ bars, label, max }: { bars: Bar[]; label: string; max?: number }) {
  const top = Math.max(max ?? 0, ...bars.map((b) => b.value), 1);
  const width = LABEL_WIDTH + BAR_WIDTH + TEXT_WIDTH;
  const height = Math.max(bars.length, 1) * ROW;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      style={{ maxWidth: width, display: 'block' }}
    >
      {bars.map((bar, i) => {
        const w = Math.round((bar.value / top) * BAR_WIDTH);
        const y = i * ROW;
        return (
          <g key={bar.label}>
            <text
              x={LABEL_WIDTH - 8}
              y={y + ROW / 2 + 5}
              textAnchor="end"
              fontSize="13"
              fill="#1a1b1e"
            >
              {bar.label}
            </text>
            <rect x={LABEL_WIDTH} y={y + 4} width={w} height={ROW - 8} fill="#1c3d8c" />
            <text x={LABEL_WIDTH + w + 6} y={y + ROW / 2 + 5} fontSize="13" fill="#1a1b1e">
              {bar.text ?? String(bar.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
