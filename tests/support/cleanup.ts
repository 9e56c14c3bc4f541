import { afterAll } from "vitest";
import { removeTempDirs } from "./server.ts";

// Registered before a file's own hooks, so it runs after them, when its servers have stopped.
afterAll(removeTempDirs);
