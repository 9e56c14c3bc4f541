import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DomainError } from "../../server/domain-error.server.ts";
import { deflateSync } from "node:zlib";
import { assertValidPdf, PDF_SCAN_MS } from "../../server/features/uploads/pdf-check.server.ts";
import { pdfs } from "../support/pdfs.ts";

const refusal = async (input: Buffer) => {
  try {
    await assertValidPdf(input);
    return "accepted";
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).message;
  }
};

/** Encrypted by qpdf (Debian's package), as a PDF tool with "protect" would. */
function encrypted(userPassword: string): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pdf-check-"));
  try {
    fs.writeFileSync(path.join(dir, "in.pdf"), pdfs.plain());
    execFileSync("qpdf", [
      "--encrypt",
      userPassword,
      "owner-secret",
      "256",
      "--",
      path.join(dir, "in.pdf"),
      path.join(dir, "out.pdf"),
    ]);
    return fs.readFileSync(path.join(dir, "out.pdf"));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("uploaded PDFs", () => {
  it("accepts a plain document", async () => {
    expect(await refusal(pdfs.plain())).toBe("accepted");
  });

  it("refuses JavaScript wherever the document keeps it", async () => {
    for (const make of [
      pdfs.javaScriptOnOpen,
      pdfs.javaScriptNamed,
      pdfs.javaScriptOnPageOpen,
      pdfs.javaScriptInLink,
      pdfs.javaScriptInField,
      pdfs.javaScriptCompressed,
    ]) {
      expect(await refusal(make()), make.name).toMatch(/contains JavaScript/);
    }
  });

  it("refuses embedded files and file attachments", async () => {
    expect(await refusal(pdfs.embeddedFile())).toMatch(/contains embedded files/);
    expect(await refusal(pdfs.fileAttachment())).toMatch(/contains embedded files/);
  });

  it("refuses encrypted documents, with or without a password to open them", async () => {
    expect(await refusal(encrypted("open-sesame"))).toMatch(/is encrypted/);
    expect(await refusal(encrypted(""))).toMatch(/is encrypted/);
  });

  it("refuses what is not a PDF at all", async () => {
    expect(await refusal(Buffer.from("%PDF-1.7\nnothing here\n%%EOF\n"))).toBe(
      "The PDF document could not be read.",
    );
  });
});

describe("the PDF scan's cost", () => {
  const seconds = async (input: Buffer) => {
    const started = performance.now();
    await refusal(input);
    return (performance.now() - started) / 1000;
  };

  it("is one pass over the file: a small PDF followed by 300,000 lines of `stream` is answered in seconds", async () => {
    const padded = Buffer.concat([
      pdfs.plain(),
      Buffer.from("stream\n".repeat(300_000)),
      Buffer.from("endstream\n%%EOF\n"),
    ]);
    expect(await seconds(padded)).toBeLessThan(PDF_SCAN_MS / 1000 + 2);
  }, 60_000);

  it("charges an inflate that goes over the budget: a hundred bombs cost one", async () => {
    const bomb = deflateSync(Buffer.alloc(40 * 1024 * 1024));
    const streams = Array.from({ length: 100 }, (_, i) =>
      Buffer.concat([
        Buffer.from(`${10 + i} 0 obj << /Filter /FlateDecode >>\nstream\n`),
        bomb,
        Buffer.from("\nendstream\nendobj\n"),
      ]),
    );
    const plain = pdfs.plain();
    const bombs = Buffer.concat([
      plain.subarray(0, plain.lastIndexOf("xref")),
      ...streams,
      plain.subarray(plain.lastIndexOf("xref")),
    ]);
    expect(await seconds(bombs)).toBeLessThan(3);
  }, 120_000);
});
