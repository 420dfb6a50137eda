// Static image imports (`import hero from '@/public/…png'`) typed for `tsc` even before the first
// `next build` writes next-env.d.ts (CI type-checks a clean clone).
/// <reference types="next" />
/// <reference types="next/image-types/global" />
