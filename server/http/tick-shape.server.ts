import { createHook } from "node:async_hooks";

/**
 * Keeps one of Node's `process.nextTick` queue entries alive for as long as the process runs.
 *
 * Node's HTTP and stream code queues several callbacks per request, each entry an object literal
 * with computed keys. Optimised code builds such an entry fast only while every entry has had
 * the same shape (V8's "map"). Between requests no entry is alive, so a garbage collection may
 * free the shape; the next entry gets a new one, and V8 then gives up on that spot for good and
 * builds every later entry in its runtime: half as much work again per request (decision record
 * 009). An entry that stays alive keeps its shape, and every later entry gets the same one.
 */
let keptEntry: object | undefined;

/** Holds one entry for good and returns it; undefined where Node makes none that can be seen. */
export function keepTickShape(): object | undefined {
  keptEntry ??= newTickEntry();
  return keptEntry;
}

/** The entry of one `process.nextTick`, taken as it is made. */
export function newTickEntry(): object | undefined {
  let entry: object | undefined;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === "TickObject") entry ??= resource;
    },
  }).enable();
  try {
    process.nextTick(() => {});
  } finally {
    hook.disable();
  }
  return entry;
}
