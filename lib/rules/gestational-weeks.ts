// The longest pregnancy a record holds (pregnancy-stage.ts reads the stage from it): apart, so the
// contract's values carry the limit alone.

/** The weeks of gestation an anamnesis may record: a pregnancy goes no further. */
export const GESTATIONAL_WEEKS_MAX = 42;
