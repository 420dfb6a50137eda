'use client';

// The drawings of the progress page (recharts), loaded after the page by progress-charts.tsx. Decoration for
// sight: each chart's table and notes say the same in text.
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { createTensionCurve } from '@/components/anthropometry/tension-curve';
import type { computeValueAxis } from '@/components/anthropometry/value-axis';

const curve = createTensionCurve();

export function WeeklyDrawing({
  data,
  percentage,
}: {
  data: { week: string; value: number | null }[];
  percentage: string;
}) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="week" tick={{ fontSize: 12 }} />
        <YAxis domain={[0, 100]} unit="%" tick={{ fontSize: 12 }} width={44} />
        <Tooltip formatter={(value) => [`${value}%`, percentage]} />
        <Line type={curve} dataKey="value" stroke="#e91e63" strokeWidth={2} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}

/** The consumed line's point: a ringed '*' on a partial day, no dot on the others. */
function ConsumedDot({ cx, cy, payload }: { cx?: number; cy?: number; payload?: { partial: boolean } }) {
  if (!payload?.partial || cx === undefined || cy === undefined) return <g />;
  return (
    <g data-partial-dot="">
      <circle cx={cx} cy={cy} r={6} fill="#fff" stroke="#e91e63" strokeWidth={2} />
      <text x={cx} y={cy + 4} textAnchor="middle" fontSize={11} fontWeight={700} fill="#e91e63">
        *
      </text>
    </g>
  );
}

export function CaloriesDrawing({
  data,
  withTarget,
  names,
}: {
  data: {
    date: string;
    consumed: number | null;
    required: number | null;
    target: number | null;
    partial: boolean;
  }[];
  withTarget: boolean;
  names: { consumed: string; required: string; target: string };
}) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="date" tick={{ fontSize: 12 }} minTickGap={16} />
        <YAxis tick={{ fontSize: 12 }} width={48} />
        <Tooltip />
        <Legend />
        <Line
          dataKey="consumed"
          name={names.consumed}
          stroke="#e91e63"
          dot={(props) => <ConsumedDot key={props.index} {...props} />}
          activeDot={false}
          isAnimationActive={false}
        />
        {/* A new plan or measurement changes the requirement from one day to the next: a step, not a slope. */}
        <Line
          type="stepAfter"
          dataKey="required"
          name={names.required}
          stroke="#555"
          strokeDasharray="6 4"
          dot={false}
          isAnimationActive={false}
        />
        {withTarget ? (
          <Line
            dataKey="target"
            name={names.target}
            stroke="#2e7d32"
            strokeDasharray="2 3"
            dot={false}
            isAnimationActive={false}
          />
        ) : null}
      </LineChart>
    </ResponsiveContainer>
  );
}

export function WeightDrawing({
  data,
  axis,
  target,
  name,
}: {
  data: { date: string; weight: number }[];
  axis: ReturnType<typeof computeValueAxis>;
  target: number | null;
  name: string;
}) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="date" tick={{ fontSize: 12 }} />
        <YAxis {...axis} tick={{ fontSize: 12 }} width={40} />
        <Tooltip />
        <Line
          type={curve}
          dataKey="weight"
          name={name}
          stroke="#e91e63"
          strokeWidth={2}
          isAnimationActive={false}
        />
        {target !== null ? <ReferenceLine y={target} stroke="#2e7d32" strokeDasharray="2 3" /> : null}
      </LineChart>
    </ResponsiveContainer>
  );
}
