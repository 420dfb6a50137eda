import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImageSelectorDialog } from '@/components/foodstuffs/image-selector-dialog';
import { uploadFoodstuffPhoto } from '@/components/foodstuffs/upload-photo';
import { mockApi } from './api-mock';
import { renderWithSwr } from './swr-render';

vi.mock('@/components/foodstuffs/upload-photo', () => ({ uploadFoodstuffPhoto: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(uploadFoodstuffPhoto).mockReset();
});

describe('ImageSelectorDialog', () => {
  beforeAll(() => {
    // jsdom has no object URLs; the preview only needs some address.
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('a stray backdrop click keeps Nova imagem with its file and tags, while the picker still closes on it', async () => {
    mockApi((call) =>
      call.url.includes('/foodstuff-photos')
        ? { json: { content: [], total_elements: 0, total_pages: 0 } }
        : undefined,
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithSwr(<ImageSelectorDialog open selectedId={null} onClose={onClose} onSelect={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Nova imagem' }));
    const dialog = screen.getByRole('dialog', { name: 'Nova imagem' });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'banana.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText(/Arraste uma imagem/), file);
    await user.type(within(dialog).getByLabelText('Tags'), 'fruta,');

    // A click that lands on the backdrop.
    await user.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Nova imagem' })).toBeInTheDocument();
    expect(within(dialog).getByText('banana.png')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Tags da imagem' })).toHaveTextContent('fruta');

    // Back in select-image, where nothing typed is at stake, the backdrop closes the selector.
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await user.click(screen.getByRole('dialog', { name: 'Selecionar imagem' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('cannot be closed while an image uploads, so a failed upload is reported with the file and tags kept', async () => {
    mockApi((call) =>
      call.url.includes('/foodstuff-photos')
        ? { json: { content: [], total_elements: 0, total_pages: 0 } }
        : undefined,
    );
    let failUpload = () => {};
    vi.mocked(uploadFoodstuffPhoto).mockImplementation(
      () =>
        new Promise((_, reject) => {
          failUpload = () => reject(new Error('conexão perdida'));
        }),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithSwr(<ImageSelectorDialog open selectedId={null} onClose={onClose} onSelect={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Nova imagem' }));
    const dialog = screen.getByRole('dialog', { name: 'Nova imagem' });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'banana.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText(/Arraste uma imagem/), file);
    await user.type(within(dialog).getByLabelText('Tags'), 'fruta,');
    const save = within(dialog).getByRole('button', { name: 'Salvar' });
    await user.click(save);
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByText('Enviando imagem...')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await user.click(dialog);
    expect(onClose).not.toHaveBeenCalled();

    failUpload();
    const error = await screen.findByRole('alertdialog', { name: 'Erro ao cadastrar imagem' });
    expect(error).toHaveTextContent('Ocorreu um erro ao cadastrar a imagem. Tente novamente mais tarde.');
    expect(within(dialog).getByText('banana.png')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Tags da imagem' })).toHaveTextContent('fruta');

    // Once the upload is over, the selector closes again.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
