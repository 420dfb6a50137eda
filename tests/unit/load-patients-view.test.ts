import { describe, expect, it } from 'vitest';
import type { PatientSummary } from '@/lib/api/contract';
import { ApiProblem } from '@/lib/api/errors';
import { type LoadPatients, loadPatientsView } from '@/lib/api/server/patients-view';

const patient = (id: number, name: string): PatientSummary => ({
  id,
  name,
  uses_app: true,
  photo_url: null,
  birth_date: '1990-01-01',
  gender: 'FEMALE',
  physical_activity_factor: 'SEDENTARY',
  has_active_meal_plan: false,
});

/** A nutritionist's patients held in memory, paged and searched like the API does. */
function patientsOf(names: string[]): { load: LoadPatients; calls: string[] } {
  const all = names.map((name, index) => patient(index + 1, name));
  const calls: string[] = [];
  const load: LoadPatients = async (page, size, name) => {
    calls.push(`${page}/${size}/${name}`);
    const found = all.filter((p) => p.name.toLowerCase().includes(name.toLowerCase()));
    return {
      content: found.slice((page - 1) * size, page * size),
      total_elements: found.length,
      total_pages: Math.ceil(found.length / size),
    };
  };
  return { load, calls };
}

const names = (count: number, prefix = 'Paciente') =>
  Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`);

describe('loadPatientsView', () => {
  it('lists a page of 8 and counts every patient', async () => {
    const view = await loadPatientsView(patientsOf(names(12)).load, 2, '');
    expect(view).toMatchObject({ kind: 'list', page: 2, totalPatients: 12 });
    if (view.kind === 'list') expect(view.list.content.map((p) => p.id)).toEqual([9, 10, 11, 12]);
  });

  it('keeps counting every patient in the heading while a search narrows the list', async () => {
    const view = await loadPatientsView(patientsOf([...names(10), 'Ana Souza']).load, 1, 'souza');
    expect(view).toMatchObject({ kind: 'list', totalPatients: 11 });
    if (view.kind === 'list') expect(view.list.content.map((p) => p.name)).toEqual(['Ana Souza']);
  });

  it('takes the two reads the page already started instead of asking again', async () => {
    const { load, calls } = patientsOf(['Ana Silva', 'Bruna Souza', 'Carla Silva']);
    const asked = { list: load(1, 8, 'silva'), everyone: load(1, 1, '') };
    const view = await loadPatientsView(load, 1, 'silva', asked);
    expect(view).toMatchObject({ kind: 'list', totalPatients: 3, list: { total_elements: 2 } });
    expect(calls).toEqual(['1/8/silva', '1/1/']);
  });

  it('shows the last page for a page past the end', async () => {
    const { load, calls } = patientsOf(names(12));
    const view = await loadPatientsView(load, 7, '');
    expect(view).toMatchObject({ kind: 'list', page: 2 });
    expect(calls).toEqual(['7/8/', '2/8/']);
  });

  it("welcomes a nutritionist without patients ('Bem-vindo(a)'), but not a search that finds none", async () => {
    expect(await loadPatientsView(patientsOf([]).load, 1, '')).toEqual({ kind: 'welcome' });
    expect(await loadPatientsView(patientsOf(names(3)).load, 1, 'ninguém')).toMatchObject({
      kind: 'list',
      totalPatients: 3,
    });
  });

  it("answers the load error ('Erro ao buscar pacientes') when the API fails", async () => {
    const failing: LoadPatients = async () => {
      throw new ApiProblem(503, 'UPSTREAM_UNAVAILABLE', 'O servidor está indisponível no momento.');
    };
    expect(await loadPatientsView(failing, 1, '')).toEqual({ kind: 'error' });
  });

  it('lets a programming error through instead of hiding it as a load error', async () => {
    const broken: LoadPatients = async () => {
      throw new TypeError('bug');
    };
    await expect(loadPatientsView(broken, 1, '')).rejects.toThrow('bug');
  });
});
