'use client';

// The anthropometry progression drawn (recharts), loaded after the page by progression-chart.tsx. Decoration
// for sight: the chart's table says the same in text.
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDecimal } from '@/lib/format/numbers';
import { createTensionCurve } from './tension-curve';
import { computeValueAxis } from './value-axis';

const curve = createTensionCurve();

export function ProgressionDrawing({
  points,
  label,
}: {
  points: { date: string; value: number }[];
  label: string;
}) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <LineChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="date" tick={{ fontSize: 12 }} />
        <YAxis {...computeValueAxis(points.map((point) => point.value))} tick={{ fontSize: 12 }} width={40} />
        <Tooltip formatter={(value) => [formatDecimal(Number(value)), label]} />
        <Line
          type={curve}
          dataKey="value"
          name={label}
          stroke="#e91e63"
          strokeWidth={2}
          dot={{ r: 4 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
