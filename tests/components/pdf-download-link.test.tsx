import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PdfDownloadLink } from '@/components/meal-plans/pdf-download-link';
import { renderWithSwr } from './swr-render';

const props = {
  href: '/patients/4/meal-plan/pdf',
  fileName: 'plano-alimentar-4.pdf',
  label: 'Baixar PDF',
  busyLabel: 'Gerando PDF...',
  failedText: 'Não foi possível gerar o PDF do plano alimentar. Tente novamente.',
};

afterEach(() => vi.unstubAllGlobals());

describe('PdfDownloadLink', () => {
  it('says so in the page when the PDF cannot be made, instead of a broken download', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('<html>erro</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    renderWithSwr(<PdfDownloadLink {...props} />);
    const link = screen.getByRole('link', { name: 'Baixar PDF' });
    expect(link).toHaveAttribute('href', '/patients/4/meal-plan/pdf');
    await userEvent.click(link);
    expect(await screen.findByText(props.failedText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Baixar PDF' })).not.toHaveAttribute('aria-busy');
  });

  it('downloads the PDF it fetched under its file name', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download} ${this.getAttribute('href')}`);
    });
    renderWithSwr(<PdfDownloadLink {...props} />);
    await userEvent.click(screen.getByRole('link', { name: 'Baixar PDF' }));
    await waitFor(() => expect(clicked).toEqual(['plano-alimentar-4.pdf blob:pdf']));
    expect(screen.queryByText(props.failedText)).toBeNull();
    click.mockRestore();
  });
});
