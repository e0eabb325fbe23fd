import { format, parseISO } from 'date-fns';
import type { ActivityDay } from '../../../shared/schemas/admin.js';

const SERIES = [
  { key: 'approved', label: 'Approved' },
  { key: 'rejected', label: 'Rejected' },
  { key: 'pending', label: 'Pending' },
] as const;

const WIDTH = 560;
const HEIGHT = 180;
const LABEL_SPACE = 22;
const SLOT = WIDTH / 14;
const BAR_WIDTH = SLOT * 0.6;

const dayLabel = (day: string): string => format(parseISO(day), 'MMM d');
const totalOf = (day: ActivityDay): number => day.approved + day.rejected + day.pending;

/** Each series' rectangle in one day's bar, approved at the bottom. */
function stackSegments(day: ActivityDay, scale: number) {
  const baseline = HEIGHT - LABEL_SPACE;
  return SERIES.map(({ key }, index) => {
    const below = SERIES.slice(0, index).reduce((sum, series) => sum + day[series.key], 0);
    return { key, height: day[key] * scale, y: baseline - (below + day[key]) * scale };
  }).filter((segment) => segment.height > 0);
}

/** Stacked bars per day, drawn as plain SVG; the same numbers are in a table for screen readers. */
export function ActivityChart({ days }: { days: ActivityDay[] }) {
  const tallest = Math.max(1, ...days.map(totalOf));
  const scale = (HEIGHT - LABEL_SPACE) / tallest;

  return (
    <section className="card activity-chart" aria-labelledby="activity-chart-title">
      <h2 id="activity-chart-title" className="card__title">
        Messages over the last 14 days
      </h2>
      <ul className="activity-chart__legend" aria-hidden>
        {SERIES.map(({ key, label }) => (
          <li key={key}>
            <span className={`activity-chart__swatch activity-chart__bar--${key}`} />
            {label}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="activity-chart__svg" aria-hidden focusable="false">
        {days.map((day, index) => {
          const x = index * SLOT + (SLOT - BAR_WIDTH) / 2;
          return (
            <g key={day.day}>
              <title>{`${dayLabel(day.day)}: ${day.approved} approved, ${day.rejected} rejected, ${day.pending} pending`}</title>
              {stackSegments(day, scale).map(({ key, y, height }) => (
                <rect key={key} className={`activity-chart__bar--${key}`} x={x} y={y} width={BAR_WIDTH} height={height} rx={2} />
              ))}
              {index % 2 === 1 ? (
                <text x={x + BAR_WIDTH / 2} y={HEIGHT - 6} textAnchor="middle" className="activity-chart__label">
                  {dayLabel(day.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>Messages approved, rejected and pending per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {SERIES.map(({ key, label }) => (
              <th key={key} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{dayLabel(day.day)}</th>
              {SERIES.map(({ key }) => (
                <td key={key}>{day[key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
