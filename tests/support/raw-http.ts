import net from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One keep-alive connection driven byte by byte, so a test sees exactly what the server does
 * with the connection after each answer (a client library would quietly open a new one).
 */
export class RawConnection {
  private buffered = Buffer.alloc(0);
  private waiting: (() => void) | undefined;
  private closed = false;
  private error: Error | undefined;

  private constructor(private readonly socket: net.Socket) {
    socket.on("data", (chunk: Buffer) => {
      this.buffered = Buffer.concat([this.buffered, chunk]);
      this.waiting?.();
    });
    socket.on("error", (error) => {
      this.error = error;
      this.waiting?.();
    });
    socket.on("close", () => {
      this.closed = true;
      this.waiting?.();
    });
  }

  static open(url: string): Promise<RawConnection> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () => resolve(new RawConnection(socket)));
      socket.once("error", reject);
    });
  }

  /** Sends a request (headers as given, the body whole) and reads the one answer. */
  async request(
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: Buffer | string,
  ): Promise<RawResponse> {
    const data = body === undefined ? undefined : Buffer.from(body);
    const lines = [
      `${method} ${path} HTTP/1.1`,
      "Host: localhost",
      "Connection: keep-alive",
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    ];
    // A declared length or chunked transfer of the test's own is sent as it is.
    if (
      data &&
      !Object.keys(headers).some((k) =>
        ["transfer-encoding", "content-length"].includes(k.toLowerCase()),
      )
    )
      lines.push(`Content-Length: ${data.length}`);
    if (this.closed || this.error)
      throw new Error(
        `connection already ${this.error ? `failed: ${this.error.message}` : "closed"}`,
      );
    this.socket.write(`${lines.join("\r\n")}\r\n\r\n`);
    // The server may answer and close before it has all of it; what it does then is what a test checks.
    if (data) this.socket.write(data, () => undefined);
    return this.readResponse();
  }

  private async readResponse(): Promise<RawResponse> {
    for (;;) {
      const end = this.buffered.indexOf("\r\n\r\n");
      if (end >= 0) {
        const [statusLine, ...headerLines] = this.buffered
          .subarray(0, end)
          .toString("latin1")
          .split("\r\n");
        const headers: Record<string, string> = {};
        for (const line of headerLines) {
          const colon = line.indexOf(":");
          headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
        }
        const length = Number(headers["content-length"] ?? 0);
        if (this.buffered.length >= end + 4 + length) {
          const body = this.buffered.subarray(end + 4, end + 4 + length).toString("utf8");
          this.buffered = this.buffered.subarray(end + 4 + length);
          return { status: Number(statusLine?.split(" ")[1]), headers, body };
        }
      }
      if (this.error) throw new Error(`socket error before a whole answer: ${this.error.message}`);
      if (this.closed) throw new Error("the server closed the connection before a whole answer");
      await new Promise<void>((resolve) => (this.waiting = resolve));
      this.waiting = undefined;
    }
  }

  /** True once the server has closed its side (checked after a short wait for the FIN to arrive). */
  async closedByServer(): Promise<boolean> {
    if (!this.closed)
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
        setTimeout(resolve, 1000);
      });
    return this.closed;
  }

  close() {
    this.socket.destroy();
  }
}
