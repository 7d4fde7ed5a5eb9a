/** Texts of the declared-licence routes. */
export const LICENSURE_MESSAGES = {
  declaredNotFound: 'Declared licence not found',
  declaredRemoved: 'Declared licence removed',
} as const;
