// What the style snapshot (engine/app/styleSnapshot.ts) is made from, shared by its writer
// (bench/styleSnapshot.mjs, beside the other tools that drive the built dashboard in Chromium)
// and by the browser test that keeps it current.
import path from 'node:path';
import { completeArea } from './completeArea.mjs';
import { readDescriptors } from './readDescriptors.mjs';

/** One stylesheet per direction (emotion's cache key) and theme. */
export const SNAPSHOT_VARIANTS = [
  { key: 'mui', language: 'en', theme: 'light_theme' },
  { key: 'mui', language: 'en', theme: 'dark_theme' },
  { key: 'muirtl', language: 'ar', theme: 'light_theme' },
  { key: 'muirtl', language: 'ar', theme: 'dark_theme' },
];

/** A desktop and a phone: some parts draw only at one of them. */
export const SNAPSHOT_VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

/** The snapshot's own requests (its built files), kept out while it is made. */
export const SNAPSHOT_REQUEST = /\/assets\/mui(rtl)?-(light|dark)_theme-[^/]*\.css$/;

/** The stylesheet's file of a variant, in engine/app/styleSnapshots/. */
export const snapshotFile = ({ key, theme }) => `${key}-${theme}.css`;

/**
 * The areas whose screens the snapshot draws: the first `count` of the menu, in its order, that
 * have a list (a list screen draws most of what the others draw).
 */
export function snapshotAreas(descriptorsDir, count) {
  const descriptors = readDescriptors(path.resolve(descriptorsDir)).map(({ descriptor }) => descriptor);
  const areas = new Map(descriptors.filter((d) => d.kind === 'area').map((d) => [d.area, completeArea(d)]));
  const order = [];
  const walk = (items) => {
    for (const item of items ?? []) {
      if (item.area && areas.has(item.area) && !order.includes(areas.get(item.area))) order.push(areas.get(item.area));
      walk(item.items);
    }
  };
  walk(descriptors.find((d) => d.kind === 'menu')?.items);
  return order.filter((area) => area.screen !== 'single' && area.list && area.api.list && !area.custom?.list).slice(0, count);
}

/** Records, in a page, every rule emotion inserts into its own sheets (not the global ones), as written. */
export function recordEmotionRules() {
  window.__emotionRules = [];
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (rule, index) {
    const key = this.ownerNode?.getAttribute?.('data-emotion');
    if (key === 'mui' || key === 'muirtl') window.__emotionRules.push(rule);
    return insertRule.call(this, rule, index);
  };
}
