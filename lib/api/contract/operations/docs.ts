// This document and its page.
import { z } from 'zod';
import { json, PUBLIC } from './define';
import type { Operation } from './types';

export const docsOperations = [
  {
    method: 'get',
    path: '/openapi.json',
    rule: 'anyone',
    tag: 'Documentation',
    summary: 'This OpenAPI document',
    access: PUBLIC,
    success: json(200, z.looseObject({ openapi: z.string() }), 'The OpenAPI 3.1 document.'),
  },
  {
    method: 'get',
    path: '/docs',
    rule: 'anyone',
    tag: 'Documentation',
    summary: 'The reference page of this document',
    access: PUBLIC,
    success: { status: 200, description: 'The page.', text: z.string(), mediaType: 'text/html' },
    mountedWhen: '`API_DOCS=true`, or outside production while `API_DOCS` is unset',
  },
  {
    method: 'get',
    path: '/docs/scalar.js',
    rule: 'anyone',
    tag: 'Documentation',
    summary: "The reference page's renderer",
    access: PUBLIC,
    success: { status: 200, description: 'The script.', text: z.string(), mediaType: 'text/javascript' },
    mountedWhen: '`API_DOCS=true`, or outside production while `API_DOCS` is unset',
  },
] as const satisfies readonly Operation[];
