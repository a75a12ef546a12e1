import { useEffect, useId, useRef, useState, type RefObject } from "react";

export type ChartSeries = { name: string; values: readonly number[] };

/** Series colours: the theme's brand colour first, then fixed accessible contrasts. */
const COLOURS = ["var(--color-brand)", "#0e7490", "#b45309", "#7c3aed"];

/** The drawing's width before it is measured (and on a wide screen); it is laid out at the width it gets. */
const WIDTH = 640;
const MIN_WIDTH = 240;
const HEIGHT = 260;
const PAD = { top: 16, right: 12, bottom: 40, left: 64 };
/** Text in px at any width: the drawing is laid out in screen pixels, not scaled down (issue 49: 6 px on a phone). */
const FONT_PX = 11;
/** About how wide a character of the 11 px labels is, to break a label that does not fit its band onto two lines. */
const CHAR_PX = 6.5;

/** The width the element is drawn at, followed as it changes. */
function useDrawnWidth(): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const measure = () => {
      const drawn = Math.round(element.getBoundingClientRect().width);
      if (drawn > 0) setWidth(Math.max(MIN_WIDTH, drawn));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** A category label as lines: whole when it fits its band, else a line per word. */
function labelLines(label: string, band: number): string[] {
  return label.length * CHAR_PX <= band - 4 ? [label] : label.split(" ");
}

/**
 * How the category labels are laid out. When a word of some label is wider than its band (many days, long status
 * names on a phone), every label is drawn whole at 45° (never smaller than 11 px), and when even slanted lines would
 * touch, only every `step`-th category is labelled (each bar keeps its tooltip and the table its row); the space
 * below the plot grows to hold the longest label.
 */
function labelLayout(
  categories: readonly string[],
  band: number,
): { slanted: boolean; step: number; bottom: number } {
  const fits = categories.every((c) =>
    c.split(" ").every((word) => word.length * CHAR_PX <= band - 4),
  );
  if (fits) return { slanted: false, step: 1, bottom: PAD.bottom };
  const longest = Math.max(0, ...categories.map((c) => c.length * CHAR_PX));
  return {
    slanted: true,
    step: Math.max(1, Math.ceil(((FONT_PX + 2) * Math.SQRT2) / band)),
    bottom: Math.max(PAD.bottom, Math.ceil(longest * Math.SQRT1_2) + 20),
  };
}

function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10])
    if (step * power >= value) return step * power;
  return 10 * power;
}

/**
 * A grouped bar chart (or stacked, `stacked`) in plain SVG: each series a colour with a legend, each bar a tooltip
 * (its <title>) and, for screen readers and keyboard users, a "Show as table" toggle with the same figures. No
 * chart library: the screens that draw charts load only this.
 */
export function BarChart({
  title,
  categories,
  series,
  formatValue = (v) => String(v),
  stacked = false,
}: {
  title: string;
  categories: readonly string[];
  series: readonly ChartSeries[];
  formatValue?: (value: number) => string;
  stacked?: boolean;
}) {
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const [drawnRef, width] = useDrawnWidth();
  const totals = categories.map((_, i) =>
    stacked
      ? series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0)
      : Math.max(0, ...series.map((s) => s.values[i] ?? 0)),
  );
  const max = niceMax(Math.max(0, ...totals));
  const plotW = width - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const band = plotW / Math.max(1, categories.length);
  const labels = labelLayout(categories, band);
  const height = PAD.top + plotH + labels.bottom;
  const barW = stacked ? band * 0.6 : (band * 0.7) / Math.max(1, series.length);
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * max);
  return (
    <figure
      className="rounded-lg border border-slate-200 bg-white p-3"
      aria-labelledby={titleId}
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <figcaption
          id={titleId}
          className="text-sm font-semibold text-slate-800"
        >
          {title}
        </figcaption>
        <button
          type="button"
          className="text-sm text-slate-700 underline"
          aria-pressed={asTable}
          onClick={() => setAsTable(!asTable)}
        >
          {asTable ? "Show as chart" : "Show as table"}
        </button>
      </div>
      {asTable ? (
        <table className="w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="text-left font-medium">
                &nbsp;
              </th>
              {series.map((s) => (
                <th key={s.name} scope="col" className="text-right font-medium">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((c, i) => (
              <tr key={c} className="border-t border-slate-100">
                <th scope="row" className="text-left font-normal">
                  {c}
                </th>
                {series.map((s) => (
                  <td key={s.name} className="text-right tabular-nums">
                    {formatValue(s.values[i] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <>
          <div ref={drawnRef}>
            <svg
              viewBox={`0 0 ${width} ${height}`}
              className="h-auto w-full"
              role="img"
              aria-labelledby={titleId}
            >
              {ticks.map((t) => (
                <g key={t}>
                  <line
                    x1={PAD.left}
                    x2={width - PAD.right}
                    y1={y(t)}
                    y2={y(t)}
                    stroke="#e2e8f0"
                  />
                  <text
                    x={PAD.left - 6}
                    y={y(t) + 4}
                    textAnchor="end"
                    fontSize={FONT_PX}
                    fill="#475569"
                  >
                    {formatValue(t)}
                  </text>
                </g>
              ))}
              {categories.map((c, i) => {
                let base = 0;
                return (
                  <g key={c}>
                    {series.map((s, si) => {
                      const v = s.values[i] ?? 0;
                      const x = stacked
                        ? PAD.left + i * band + (band - barW) / 2
                        : PAD.left + i * band + band * 0.15 + si * barW;
                      const top = stacked ? y(base + v) : y(v);
                      const bottom = stacked ? y(base) : y(0);
                      base += stacked ? v : 0;
                      return (
                        <rect
                          key={s.name}
                          x={x}
                          y={top}
                          width={Math.max(1, barW - 2)}
                          height={Math.max(0, bottom - top)}
                          fill={COLOURS[si % COLOURS.length]}
                        >
                          <title>{`${c} · ${s.name}: ${formatValue(v)}`}</title>
                        </rect>
                      );
                    })}
                    {labels.slanted ? (
                      i % labels.step === 0 && (
                        <text
                          x={PAD.left + i * band + band / 2}
                          y={PAD.top + plotH + 12}
                          textAnchor="end"
                          transform={`rotate(-45 ${PAD.left + i * band + band / 2} ${PAD.top + plotH + 12})`}
                          fontSize={FONT_PX}
                          fill="#334155"
                        >
                          {c}
                        </text>
                      )
                    ) : (
                      <text
                        x={PAD.left + i * band + band / 2}
                        y={PAD.top + plotH + 16}
                        textAnchor="middle"
                        fontSize={FONT_PX}
                        fill="#334155"
                      >
                        {labelLines(c, band).map((line, li) => (
                          <tspan
                            key={li}
                            x={PAD.left + i * band + band / 2}
                            dy={li === 0 ? 0 : FONT_PX + 2}
                          >
                            {line}
                          </tspan>
                        ))}
                      </text>
                    )}
                  </g>
                );
              })}
            </svg>
          </div>
          <ul
            className="mt-1 flex flex-wrap gap-4 text-xs text-slate-700"
            aria-label="Legend"
          >
            {series.map((s, si) => (
              <li key={s.name} className="flex items-center gap-1">
                <span
                  aria-hidden="true"
                  className="inline-block h-3 w-3 rounded-sm"
                  style={{ background: COLOURS[si % COLOURS.length] }}
                />
                {s.name}
              </li>
            ))}
          </ul>
        </>
      )}
    </figure>
  );
}
