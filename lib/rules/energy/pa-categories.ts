// The IOM's four physical-activity categories (activity.ts has their PAL bands): apart, so the contract's
// values carry the list alone.

export const PA_CATEGORIES = ['SEDENTARY', 'LOW_ACTIVE', 'ACTIVE', 'VERY_ACTIVE'] as const;
export type PaCategory = (typeof PA_CATEGORIES)[number];
