// The room a chart takes while its drawing loads, so nothing moves when it appears.
export function ChartPlaceholder({ height }: { height: number }) {
  return <div style={{ height }} />;
}
