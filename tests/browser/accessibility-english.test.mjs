// Accessibility in English: axe-core on every route in the dark theme, and on the shell, a list,
// a form and home in the light one (the Arabic walks and the keyboard: accessibility.test.mjs).
import { browserSuite } from './harness.mjs';
import { accessibilityWalks } from './a11y/walks.mjs';

const suite = browserSuite(import.meta.url);

accessibilityWalks(suite, 'en', { theme: 'dark_theme', name: 'English, dark' }, { theme: 'light_theme', name: 'English, light' });
