// What decision records 008 and 009 guard against, measured on the Node that runs this:
//   node --expose-gc scripts/measure-node-workarounds.mjs
// CPU time per process.nextTick (median of three), and how it changes
//  - after 4 full garbage collections with no tick entry alive, with and without a kept entry (009);
//  - after the process's first AsyncLocalStorage.run() (008).
// Each case runs in a process of its own, so one cannot leave V8 in a state that skews the next.
import { execFileSync } from "node:child_process";
import { AsyncLocalStorage, createHook } from "node:async_hooks";

const CASES = ["gc-without-kept-entry", "gc-with-kept-entry", "async-local-storage"];
const which = process.argv[2];

if (which === undefined) {
  if (typeof globalThis.gc !== "function") throw new Error("Run with node --expose-gc.");
  console.log(`Node ${process.version}: ns of CPU per process.nextTick, before → after`);
  for (const name of CASES) {
    const out = execFileSync(process.execPath, ["--expose-gc", import.meta.filename, name], { encoding: "utf8" });
    console.log(`${name.padEnd(24)} ${out.trim()}`);
  }
} else {
  if (which !== "gc-without-kept-entry") keepTickEntry();
  for (let i = 0; i < 3; i += 1) await nsPerTick();
  const before = await median();
  if (which === "async-local-storage") new AsyncLocalStorage().run({}, () => {});
  else {
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (let i = 0; i < 4; i += 1) globalThis.gc();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await nsPerTick();
  console.log(`${before.toFixed(0)} → ${(await median()).toFixed(0)}`);
}

function keepTickEntry() {
  const hook = createHook({
    init(_id, type, _trigger, resource) {
      if (type === "TickObject") globalThis.keptTickEntry ??= resource;
    },
  }).enable();
  process.nextTick(() => {});
  hook.disable();
}

async function median() {
  const runs = [await nsPerTick(), await nsPerTick(), await nsPerTick()].sort((a, b) => a - b);
  return runs[1];
}

async function nsPerTick() {
  const batch = () =>
    new Promise((resolve) => {
      let left = 100;
      const done = () => {
        if (--left === 0) resolve();
      };
      for (let i = 0; i < 100; i += 1) process.nextTick(done);
    });
  const start = process.cpuUsage();
  for (let i = 0; i < 2000; i += 1) await batch();
  const used = process.cpuUsage(start);
  return ((used.user + used.system) * 1000) / 200_000;
}
