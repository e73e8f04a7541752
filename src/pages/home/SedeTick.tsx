// A chart's sede label under its bar: shortened to fit the 500×200 chart (tickLabel), the full name
// in its SVG title (shown on hover and read by screen readers) so no sede is cut without a way to read it.
import { tickLabel } from './indicatorCharts';

interface Props {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}

export function SedeTick({ x = 0, y = 0, payload }: Props) {
  const sede = String(payload?.value ?? '');
  return (
    <g transform={`translate(${x},${y})`} data-sede={sede}>
      <title>{sede}</title>
      <text x={0} y={0} dy={3} textAnchor="end" transform="rotate(-90)" fontSize={9} fill="#666">
        {tickLabel(sede)}
      </text>
    </g>
  );
}
