import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Donut } from '@/components/charts/donut';

const slices = (values: number[]) =>
  values.map((value, index) => ({ key: `s${index}`, color: `#00000${index}`, value }));

describe('Donut', () => {
  it('draws one ring segment a slice with a value, in turn, and hides itself from assistive technology', () => {
    const { container } = render(<Donut size={140} inner={40} outer={65} slices={slices([1, 2, 0, 1])} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    const paths = [...svg.querySelectorAll('path')];
    expect(paths.map((path) => path.dataset.slice)).toEqual(['s0', 's1', 's3']);
    // Clockwise from twelve o'clock: a quarter, then the half to nine o'clock, then the last quarter.
    expect(paths[0]!.getAttribute('d')).toMatch(/^M 70 5 A 65 65 0 0 1 135 70 /);
    expect(paths[1]!.getAttribute('d')).toMatch(/^M 135 70 A 65 65 0 0 1 5 70 /);
    expect(paths[2]!.getAttribute('d')).toMatch(/^M 5 70 A 65 65 0 0 1 70 5 /);
  });

  it('draws a whole ring for one slice, and a grey one when nothing has a value', () => {
    const one = render(<Donut size={100} inner={30} outer={50} slices={slices([0, 5])} />).container;
    expect(one.querySelector('circle')).toHaveAttribute('stroke', '#000001');
    const none = render(<Donut size={100} inner={30} outer={50} slices={slices([0, 0])} />).container;
    expect(none.querySelector('circle')).toHaveAttribute('stroke', '#dedce6');
    expect(none.querySelectorAll('path')).toHaveLength(0);
  });
});
