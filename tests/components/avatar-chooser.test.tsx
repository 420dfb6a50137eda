import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AvatarPrompt } from '@/components/avatars/avatar-prompt';
import { ToastProvider } from '@/components/ui/toast-provider';
import { renderWithMessages } from './render';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const page = {
  content: [
    { id: 1, url: '/avatars/feminino-01.svg', tags: 'mulher,sorridente', gender: 'FEMALE' },
    { id: 2, url: '/avatars/masculino-01.svg', tags: 'homem,barba', gender: 'MALE' },
  ],
  total_elements: 2,
  total_pages: 1,
};
const user = {
  id: 7,
  name: 'Ana',
  email: 'a@n.test',
  photo_url: '/avatars/feminino-01.svg',
  gender: 'FEMALE',
  birth_date: null,
  main_role: 'ROLE_NUTRITIONIST',
  roles: [{ name: 'ROLE_NUTRITIONIST' }],
};

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('AvatarPrompt and the avatar chooser', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('"Agora não" hides the prompt and asks the API to remember it for the account', async () => {
    fetchMock.mockResolvedValue(answer(200, { keys: ['HOME_AVATAR_PROMPT'] }));
    renderWithMessages(
      <ToastProvider>
        <AvatarPrompt userId={7} gender={null} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Agora não' }));
    expect(screen.queryByRole('button', { name: 'Escolher avatar' })).toBeNull();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/v1/users/7/dismissals/HOME_AVATAR_PROMPT',
        expect.objectContaining({ method: 'PUT' }),
      ),
    );
  });

  it('names no count until the avatars have loaded', async () => {
    let release: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (release = resolve)));
    renderWithMessages(
      <ToastProvider>
        <AvatarPrompt userId={7} gender={null} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Escolher avatar' }));
    expect(await screen.findByRole('heading', { name: 'Escolha seu avatar' })).toBeVisible();
    release(answer(200, page));
    expect(await screen.findByRole('heading', { name: 'Escolha seu avatar (2)' })).toBeVisible();
  });

  it('lists avatars 12 per page and picking one sets it, refreshes and says so', async () => {
    fetchMock.mockImplementation(async (_path: string, init?: RequestInit) =>
      init?.method === 'PUT' ? answer(200, user) : answer(200, page),
    );
    renderWithMessages(
      <ToastProvider>
        <AvatarPrompt userId={7} gender={null} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Escolher avatar' }));
    expect(await screen.findByRole('heading', { name: 'Escolha seu avatar (2)' })).toBeVisible();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/avatar-photos?page=0&size=12');
    await userEvent.click(screen.getByRole('button', { name: 'Escolher o avatar: homem, barba' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/v1/users/7/photos/2',
        expect.objectContaining({ method: 'PUT' }),
      ),
    );
    expect(await screen.findByText('Avatar atualizado com sucesso!')).toBeInTheDocument();
    expect(refresh).toHaveBeenCalled();
  });

  it('opens filtered by the user’s own gender, which “Todos” lifts and another gender replaces', async () => {
    fetchMock.mockImplementation(async () => answer(200, page));
    renderWithMessages(
      <ToastProvider>
        <AvatarPrompt userId={7} gender="FEMALE" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Escolher avatar' }));
    const gender = await screen.findByLabelText('Gênero');
    expect(gender).toHaveValue('FEMALE');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/avatar-photos?page=0&size=12&gender=FEMALE');
    await userEvent.selectOptions(gender, '');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenLastCalledWith('/api/v1/avatar-photos?page=0&size=12', expect.anything()),
    );
    await userEvent.selectOptions(gender, 'MALE');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenLastCalledWith(
        '/api/v1/avatar-photos?page=0&size=12&gender=MALE',
        expect.anything(),
      ),
    );
  });

  it('a failed list says "Erro ao buscar imagens de avatares" and can be retried', async () => {
    fetchMock.mockImplementationOnce(async () =>
      answer(503, { status: 503, code: 'UPSTREAM_UNAVAILABLE', detail: 'x' }),
    );
    fetchMock.mockImplementation(async () => answer(200, page));
    renderWithMessages(
      <ToastProvider>
        <AvatarPrompt userId={7} gender={null} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Escolher avatar' }));
    expect(await screen.findByText('Erro ao buscar imagens de avatares')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByRole('button', { name: 'Escolher o avatar: mulher, sorridente' }),
    ).toBeVisible();
  });

  it('a failed filter says "Erro ao buscar imagens de avatares" instead of the previous avatars, and the retry loads it', async () => {
    let fail = true;
    const male = { content: [page.content[1]], total_elements: 1, total_pages: 1 };
    fetchMock.mockImplementation(async (path: string) => {
      if (!path.includes('gender=MALE')) return answer(200, page);
      return fail
        ? answer(503, { status: 503, code: 'UPSTREAM_UNAVAILABLE', detail: 'x' })
        : answer(200, male);
    });
    renderWithMessages(
      <ToastProvider>
        <AvatarPrompt userId={7} gender={null} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Escolher avatar' }));
    expect(
      await screen.findByRole('button', { name: 'Escolher o avatar: mulher, sorridente' }),
    ).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Gênero'), 'MALE');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao buscar imagens de avatares');
    // The avatars of 'Todos' are not offered, nor counted, as if they were the men's.
    expect(screen.queryByRole('button', { name: 'Escolher o avatar: mulher, sorridente' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Escolha seu avatar' })).toBeVisible();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: 'Escolher o avatar: homem, barba' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Escolher o avatar: mulher, sorridente' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    const filtered = fetchMock.mock.calls.filter(
      ([path]) => path === '/api/v1/avatar-photos?page=0&size=12&gender=MALE',
    );
    expect(filtered).toHaveLength(2);
  });
});
