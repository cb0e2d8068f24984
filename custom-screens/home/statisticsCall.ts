/**
 * The home statistics' call (`GET dashboard/statistics`), the key the home page reads it under: a
 * module of its own, so the dashboard's entry can ask for it with the first code (app/main.tsx)
 * without carrying the page's code.
 */
export const STATISTICS_PATH = 'dashboard/statistics';
