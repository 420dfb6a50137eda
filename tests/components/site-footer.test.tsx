import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '@/components/landing/site-footer';
import { site } from '@/lib/site';
import { renderWithMessages } from './render';

describe('SiteFooter', () => {
  const machineZone = process.env.TZ;
  afterEach(() => {
    vi.useRealTimers();
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });

  it.each(['UTC', 'Asia/Tokyo'])(
    'shows the year of São Paulo: at 2026-01-01T01:00Z (31/12/2025 22:00 there) on a machine in %s it is 2025',
    (zone) => {
      process.env.TZ = zone;
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-01-01T01:00:00Z'));
      renderWithMessages(<SiteFooter />);
      expect(
        screen.getByText(`© 2025 ${site.productName}. Todos os direitos reservados.`),
      ).toBeInTheDocument();
    },
  );

  it('moves on to the new year at midnight in São Paulo', () => {
    process.env.TZ = 'America/Los_Angeles';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T03:00:00Z'));
    renderWithMessages(<SiteFooter />);
    expect(screen.getByText(`© 2026 ${site.productName}. Todos os direitos reservados.`)).toBeInTheDocument();
  });
});
