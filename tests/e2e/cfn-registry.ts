// The national council's registry as the end-to-end API consults it (CFN_API_URL, upstream/src/infra/cfn.ts):
// the seed's local registry, and every number of CRN-11, which neither a demo nor a free registration uses,
// for the nutritionists the journeys register for themselves (fixtures.ts). Started by playwright.config.ts.
import { createServer } from 'node:http';
import { DEMO_CFN_REGISTRATIONS, FREE_CFN_REGISTRATIONS } from '@/upstream/src/seed/reference-data';
import { e2e } from './environment';

const seeded = new Set(
  [...DEMO_CFN_REGISTRATIONS, ...FREE_CFN_REGISTRATIONS].map((row) => `${row.crn}/${row.registrationNumber}`),
);

createServer((request, response) => {
  const url = new URL(request.url ?? '/', e2e.cfn.url);
  const crn = Number(url.searchParams.get('crn'));
  const number = url.searchParams.get('registration_number') ?? '';
  const registered = crn === e2e.cfn.journeysCrn || seeded.has(`${crn}/${number}`);
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify({ registered }));
}).listen(e2e.cfn.port, '127.0.0.1');
