import type { CSSProperties } from 'react';

/**
 * A horizontal bar chart in plain HTML and CSS (statistics.css): no chart library in the
 * bundle. The chart is a picture for sighted readers (`role="img"` with a summary label); the
 * data table beside it is the accessible alternative with every value.
 *
 * Labels are text in a grid column, not SVG text at a fixed position: a long room name wraps
 * between words instead of being cut off at the chart's edge, and the type keeps its size on
 * a narrow screen instead of shrinking with a scaled picture.
 */
export interface Bar {
  label: string;
  value: number;
  /** the text after the bar (e.g. "42 %"); the value by default */
  text?: string;
}

export function BarChart({ bars, label, max }: { bars: Bar[]; label: string; max?: number }) {
  const top = Math.max(max ?? 0, ...bars.map((b) => b.value), 1);
  return (
    <div role="img" aria-label={label} className="lesesaal-bar-chart">
      {bars.map((bar) => (
        <div key={bar.label} className="lesesaal-bar-chart-row">
          <span className="lesesaal-bar-chart-label">{bar.label}</span>
          <span className="lesesaal-bar-chart-track">
            <span
              className="lesesaal-bar-chart-bar"
              style={{ '--lesesaal-bar-share': bar.value / top } as CSSProperties}
            />
            <span className="lesesaal-bar-chart-value">{bar.text ?? String(bar.value)}</span>
          </span>
        </div>
      ))}
    </div>
  );
}
