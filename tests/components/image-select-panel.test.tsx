import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageSelectPanel } from '@/components/foodstuffs/image-select-panel';
import { mockApi } from './api-mock';
import { renderWithSwr } from './swr-render';

afterEach(() => vi.unstubAllGlobals());

const photos = (tags: string[]) => ({
  content: tags.map((tag, index) => ({ id: index + 1, url: `/photos/${index + 1}.webp`, tags: tag })),
  total_elements: tags.length,
  total_pages: 1,
});

describe('ImageSelectPanel', () => {
  it('a failed search says so with its retry instead of the previous photos, and the retry loads the search', async () => {
    let fail = true;
    const { calls } = mockApi((call) => {
      if (!call.url.includes('tags=')) return { json: photos(['arroz,grão']) };
      return fail
        ? { status: 503, json: { status: 503, code: 'UPSTREAM_UNAVAILABLE', detail: 'x' } }
        : { json: photos(['fruta,maçã']) };
    });
    renderWithSwr(<ImageSelectPanel selectedId={null} onPick={() => {}} onNewImage={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Escolher imagem: arroz, grão' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar imagens por tags' }), 'maçã');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao buscar imagens de alimentos');
    // The rice photo is not offered as if it matched 'maçã'.
    expect(screen.queryByRole('button', { name: 'Escolher imagem: arroz, grão' })).toBeNull();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: 'Escolher imagem: fruta, maçã' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    const searched = calls.filter((call) => call.url.includes('tags=ma%C3%A7%C3%A3'));
    expect(searched).toHaveLength(2);
  });
});
