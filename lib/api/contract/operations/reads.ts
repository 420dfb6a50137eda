// A batch of reads: the portal's server asks a page's first reads in one call (lib/api/server/read-batch.ts).
import * as contract from '..';
import { json, jsonBody, signedIn } from './define';
import type { Operation } from './types';

export const readOperations = [
  {
    method: 'post',
    path: '/v1/reads',
    rule: 'signedIn',
    tag: 'Authentication',
    summary: 'Several reads in one call',
    description: `Up to ${contract.READ_BATCH_MAX_PATHS} GETs of \`/v1/\` paths, made as the caller and answered in the order asked, each with its status and body (a problem when it failed): the token is checked once for all of them, and the care data they read is written to the patients' access trails in one statement. Each read is authorized as if called on its own.`,
    access: signedIn('Each read is answered as that call would be for the caller.'),
    body: jsonBody(contract.readBatchRequestSchema),
    success: json(200, contract.readBatchAnswerSchema, 'Each read’s status and body, in the order asked.'),
  },
] as const satisfies readonly Operation[];
