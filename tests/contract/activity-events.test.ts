import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HISTORY_EVENTS } from '../../engine/testing';
import { ACTIVITY_EVENTS } from '../../server/src/activity/log';

// The activity log's events are named in three places that cannot import one another: the server
// that writes them, the engine's History that words them, and the Activity list's event filter.
describe("the activity log's events", () => {
  it('are the same for the server and the History', () => {
    expect([...HISTORY_EVENTS].sort()).toEqual([...ACTIVITY_EVENTS].sort());
  });

  it('are each offered by the Activity list’s event filter', () => {
    const activity = JSON.parse(fs.readFileSync(new URL('../../descriptors/activity.json', import.meta.url), 'utf8')) as {
      list: { filters: { param: string; options?: { value: string }[] }[] };
    };
    const offered = activity.list.filters.find((filter) => filter.param === 'event')?.options?.map((option) => option.value) ?? [];
    expect([...offered].sort()).toEqual([...ACTIVITY_EVENTS].sort());
  });
});
