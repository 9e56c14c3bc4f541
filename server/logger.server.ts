/**
 * One line per request: JSON in production (for log tools), readable in development.
 * Only method, path, status, duration and request id are logged: never bodies, queries,
 * headers, passwords or tokens.
 */
export interface Logger {
  info(message: string): void;
  error(message: string): void;
  request(entry: { id: string; method: string; path: string; status: number; ms: number }): void;
}

export function createLogger(mode: "json" | "pretty" | "silent"): Logger {
  if (mode === "silent") return { info() {}, error: (m) => console.error(m), request() {} };
  const stamp = () => new Date().toISOString();
  if (mode === "json") {
    return {
      info: (message) => console.log(JSON.stringify({ time: stamp(), level: "info", message })),
      error: (message) => console.error(JSON.stringify({ time: stamp(), level: "error", message })),
      request: (e) => console.log(JSON.stringify({ time: stamp(), level: "info", ...e })),
    };
  }
  return {
    info: (message) => console.log(message),
    error: (message) => console.error(message),
    request: (e) => console.log(`${e.method} ${e.path} ${e.status} ${e.ms.toFixed(1)}ms [${e.id}]`),
  };
}
