import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import PortalError from '@/app/(portal)/error';
import GlobalError from '@/app/global-error';
import { renderWithMessages } from './render';

// Next 16 gives error boundaries `retry` (fetch the segment again) beside `reset` (re-render only): after
// an upstream failure only `retry` can bring the page back.
describe('the error pages', () => {
  it('“Tentar novamente” on a signed-in page fetches it again', async () => {
    const retry = vi.fn();
    const reset = vi.fn();
    const props = { error: new Error('upstream'), retry, reset };
    renderWithMessages(<PortalError {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('the last-resort page retries the same way', async () => {
    const retry = vi.fn();
    const props = { error: new Error('root layout'), retry, reset: vi.fn() };
    // Its own <html>: rendered into the document rather than a container.
    render(<GlobalError {...props} />, { container: document.documentElement });
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
