import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ImageUploadPanel } from '@/components/foodstuffs/image-upload-panel';
import { uploadFoodstuffPhoto } from '@/components/foodstuffs/upload-photo';
import { ApiProblem } from '@/lib/api/errors';
import { renderWithMessages } from './render';

const image = (name = 'foto.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

vi.mock('@/components/foodstuffs/upload-photo', () => ({ uploadFoodstuffPhoto: vi.fn() }));

describe('ImageUploadPanel', () => {
  beforeAll(() => {
    // jsdom has no object URLs; the preview only needs some address.
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('Salvar needs a chosen image and at least one tag', async () => {
    renderWithMessages(<ImageUploadPanel onBack={() => {}} onUploaded={() => {}} />);
    const save = screen.getByRole('button', { name: 'Salvar' });
    expect(save).toBeDisabled();
    await userEvent.upload(screen.getByLabelText(/Arraste uma imagem/), image());
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Tags'), 'fruta,');
    expect(save).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remover tag fruta' }));
    expect(save).toBeDisabled();
  });

  it('commits tags at each comma, ignores repeats, and Enter commits too', async () => {
    renderWithMessages(<ImageUploadPanel onBack={() => {}} onUploaded={() => {}} />);
    const input = screen.getByLabelText('Tags');
    await userEvent.type(input, ' maçã , fruta,MAÇÃ,verde{Enter}');
    const list = screen.getByRole('list', { name: 'Tags da imagem' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['maçã', 'fruta', 'verde']);
    expect(input).toHaveValue('');
  });

  it('a drop keeps its first file only; a file that is not an image is refused', async () => {
    renderWithMessages(<ImageUploadPanel onBack={() => {}} onUploaded={() => {}} />);
    const zone = screen.getByText('Arraste uma imagem para cá ou clique para escolher').closest('label')!;
    const text = new File(['x'], 'notas.txt', { type: 'text/plain' });
    fireEvent.drop(zone, { dataTransfer: { files: [text] } });
    expect(screen.getByText('Escolha um arquivo de imagem.')).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer: { files: [image('primeira.png'), image('segunda.png')] } });
    expect(screen.getByText('primeira.png')).toBeInTheDocument();
    expect(screen.queryByText('segunda.png')).not.toBeInTheDocument();
    expect(screen.queryByText('Escolha um arquivo de imagem.')).not.toBeInTheDocument();
  });

  it('Voltar clears the pending file and tags and returns to the selection', async () => {
    const onBack = vi.fn();
    renderWithMessages(<ImageUploadPanel onBack={onBack} onUploaded={() => {}} />);
    await userEvent.upload(screen.getByLabelText(/Arraste uma imagem/), image());
    await userEvent.type(screen.getByLabelText('Tags'), 'pão,');
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onBack).toHaveBeenCalled();
    expect(screen.queryByRole('list', { name: 'Tags da imagem' })).not.toBeInTheDocument();
    expect(screen.getByText('Arraste uma imagem para cá ou clique para escolher')).toBeInTheDocument();
  });

  it('says a refused upload by its code, in the portal words, not with the API detail', async () => {
    vi.mocked(uploadFoodstuffPhoto).mockRejectedValueOnce(
      new ApiProblem(413, 'FILE_TOO_LARGE', 'A imagem deve ter no máximo 8 MB.'),
    );
    renderWithMessages(<ImageUploadPanel onBack={() => {}} onUploaded={() => {}} />);
    await userEvent.upload(screen.getByLabelText(/Arraste uma imagem/), image());
    await userEvent.type(screen.getByLabelText('Tags'), 'fruta,');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('A imagem é grande demais. Escolha um arquivo menor.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('A imagem deve ter no máximo 8 MB.')).not.toBeInTheDocument();
  });
});
