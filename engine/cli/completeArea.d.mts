export { completeArea } from '../descriptor/completeArea.mjs';
