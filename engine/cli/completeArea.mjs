// For tools outside the engine (the browser tests): an area descriptor as the dashboard reads it,
// with its required fields' rules and its show page's fields filled in.
export { completeArea } from '../descriptor/completeArea.mjs';
