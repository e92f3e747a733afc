/** Query parameter and local-storage key of staging overrides (see overrides.ts). */
export const OVERRIDE_PARAM = 'mf-override';
export const OVERRIDE_STORAGE_KEY = 'mf-overrides';
