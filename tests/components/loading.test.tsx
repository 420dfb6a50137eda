import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { Spinner } from '@/components/ui/spinner';
import { renderWithMessages } from './render';

describe('LoadingOverlay', () => {
  it('keeps an empty live region while idle', () => {
    renderWithMessages(<LoadingOverlay active={false} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("covers the screen with an 80 px spinner and says 'Carregando...'", () => {
    renderWithMessages(<LoadingOverlay active />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Carregando...');
    const svg = region.querySelector('svg');
    expect(svg).toHaveAttribute('width', '80');
    expect(svg).toHaveAttribute('height', '80');
  });

  it('takes another label', () => {
    renderWithMessages(<LoadingOverlay active label="Salvando..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Salvando...');
  });
});

describe('Spinner', () => {
  it("is a status named 'Carregando...' by default", () => {
    renderWithMessages(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
  });

  it('hides from assistive technology when decorative', () => {
    renderWithMessages(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
