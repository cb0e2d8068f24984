// The engine's helpers for the product's tests (custom screens and pages): apart from
// engine/index.ts so that the testing libraries never reach the dashboard's bundle.
export { TestProviders } from './TestProviders';
export { afterFirstPaint, json, renderScreen } from './renderScreen';
// A descriptor written in a test, completed with the engine schema's defaults as the dashboard completes its files.
export { normalizeDescriptor } from '../descriptor/normalizeDescriptor';
// The real-time client, for the contract test that runs it against the reference server.
export { PusherSocket } from '../realtime/pusherSocket';
// The events the History words, for the contract test that holds them equal to the server's.
export { HISTORY_EVENTS } from '../history/historyModel';
