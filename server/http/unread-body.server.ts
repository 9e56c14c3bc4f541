import type { IncomingMessage, ServerResponse } from "node:http";

export type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Some answers go out before the request's body has been read: a 413 for a declared size over
 * the limit, a 401 before an upload, a 400 or 415 for a type the route refuses. The connection
 * can carry the next request only once the rest of that body has passed, so the rest is read and
 * thrown away after the answer (the client, still sending, then reads the answer instead of
 * failing on a closed connection). A body declared larger than that gets `Connection: close`: the
 * client then opens a new connection instead of sending its next request into one that ends.
 */
export const MAX_DISCARDED_BYTES = 64 * 1024 * 1024;
/** A client that takes longer to send what it was told is not wanted loses the connection. */
const DISCARD_TIMEOUT_MS = 30_000;

export function finishUnreadBodies(listener: NodeListener): NodeListener {
  return (req, res) => {
    if (!mayHaveBody(req)) return listener(req, res);
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
      if (!req.complete) {
        if (declaredLength(req) > MAX_DISCARDED_BYTES) this.setHeader("Connection", "close");
        else this.once("finish", () => discardRest(req));
      }
      return writeHead.apply(this, args);
    } as typeof writeHead;
    listener(req, res);
  };
}

function mayHaveBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/** Chunked bodies declare no size: theirs is counted as it arrives. */
function declaredLength(req: IncomingMessage): number {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] === undefined && length !== undefined
    ? Number(length)
    : 0;
}

function discardRest(req: IncomingMessage) {
  if (req.complete || req.destroyed) return;
  let bytes = 0;
  const giveUp = () => req.socket.destroy();
  const timer = setTimeout(giveUp, DISCARD_TIMEOUT_MS);
  timer.unref();
  // A reader the app left behind (a web stream over the request) would pause the stream again when full.
  req.removeAllListeners("data");
  req.removeAllListeners("readable");
  req.on("data", (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > MAX_DISCARDED_BYTES) giveUp();
  });
  req.once("close", () => clearTimeout(timer));
  req.resume();
}
