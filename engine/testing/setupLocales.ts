import { expect, inject } from 'vitest';

// Every dashboard test sees the engine with the product's texts, as the dashboard does once
// started; vite.config.ts provides them (the engine imports no product file). The server's
// tests do without: they never load the engine.
declare module 'vitest' {
  export interface ProvidedContext {
    locales: Record<'ar' | 'en', Record<string, unknown>>;
  }
}

if (!/[\\/]server[\\/]/.test(expect.getState().testPath ?? '')) {
  const { addLocales } = await import('../i18n/i18n');
  addLocales(inject('locales'));
}
