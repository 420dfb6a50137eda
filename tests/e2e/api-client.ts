// The reference API with a demo account's token: the truth the screens are checked against.
import { e2e } from './environment';

export async function openApi(account: { email: string; password: string }) {
  const login = await fetch(`${e2e.apiUrl}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  const token = await login.text();
  /** The raw answer, for the journeys that check a status; `json` sends a POST with that body. */
  const call = (path: string, json?: unknown) =>
    fetch(`${e2e.apiUrl}${path}`, {
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(json === undefined ? {} : { method: 'POST', body: JSON.stringify(json) }),
    });
  /** The answer's JSON; anything but a 2xx throws, naming the call. */
  const get = async (path: string) => {
    const response = await call(path);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.json();
  };
  /** A PUT or PATCH with that body; anything but a 2xx throws, naming the call. */
  const write = (method: 'PUT' | 'PATCH') => async (path: string, json: unknown) => {
    const response = await fetch(`${e2e.apiUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(json),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
    return response.json();
  };
  const me = await get('/v1/me');
  return { call, get, put: write('PUT'), patch: write('PATCH'), id: me.id as number, token };
}

type Api = Awaited<ReturnType<typeof openApi>>;

/**
 * Deactivates the patient's ACTIVE plan, if she has one, through the plan's own PUT: a journey that makes a
 * plan starts from none on its retry too, though its first attempt may have saved one (no API deletes a plan).
 */
export async function deactivateActivePlan(api: Api, patientId: number) {
  const patient = await api.get(`/v1/users/${patientId}`);
  for (const plan of patient.meal_plans ?? []) {
    if (plan.status !== 'ACTIVE') continue;
    await api.put(`/v1/meal-plans/${plan.id}`, {
      patient_id: patientId,
      status: 'INACTIVE',
      meal_periods: plan.meal_periods,
    });
  }
}
