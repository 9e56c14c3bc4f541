import { deflateSync } from "node:zlib";

/**
 * Small PDFs written object by object, with a correct cross-reference table, for what the
 * upload check must refuse: each one is otherwise a valid one-page document.
 */
export function pdfOf(objects: string[]): Buffer {
  let body = "%PDF-1.7\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

const PAGES = "<< /Type /Pages /Kids [3 0 R] /Count 1 >>";
const page = (extra = "") => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] ${extra} >>`;
const SCRIPT = "<< /S /JavaScript /JS (app.alert\\('hi'\\);) >>";
const FILE = "<< /Type /Filespec /F (notes.txt) /UF (notes.txt) /EF << /F 5 0 R >> >>";
const FILE_STREAM = "<< /Type /EmbeddedFile /Length 5 >>\nstream\nhello\nendstream";

/** The same objects, but inside one compressed object stream, as most PDF writers store them. */
function inObjectStream(objects: string[], hidden: number[]): Buffer {
  const kept = objects.map((o, i) => (hidden.includes(i + 1) ? "null" : o));
  let header = "";
  let data = "";
  for (const n of hidden) {
    header += `${n} ${data.length} `;
    data += `${objects[n - 1]}\n`;
  }
  const packed = deflateSync(Buffer.from(header + data, "latin1"));
  const streamObject = `<< /Type /ObjStm /N ${hidden.length} /First ${header.length} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n${packed.toString("latin1")}\nendstream`;
  return pdfOf([...kept, streamObject]);
}

export const pdfs = {
  plain: () => pdfOf(["<< /Type /Catalog /Pages 2 0 R >>", PAGES, page()]),
  javaScriptOnOpen: () =>
    pdfOf(["<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>", PAGES, page(), SCRIPT]),
  javaScriptNamed: () =>
    pdfOf([
      "<< /Type /Catalog /Pages 2 0 R /Names << /JavaScript << /Names [(init) 4 0 R] >> >> >>",
      PAGES,
      page(),
      SCRIPT,
    ]),
  javaScriptOnPageOpen: () =>
    pdfOf(["<< /Type /Catalog /Pages 2 0 R >>", PAGES, page("/AA << /O 4 0 R >>"), SCRIPT]),
  javaScriptInLink: () =>
    pdfOf([
      "<< /Type /Catalog /Pages 2 0 R >>",
      PAGES,
      page("/Annots [4 0 R]"),
      "<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A 5 0 R >>",
      SCRIPT,
    ]),
  javaScriptInField: () =>
    pdfOf([
      "<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [4 0 R] >> >>",
      PAGES,
      page("/Annots [4 0 R]"),
      "<< /Type /Annot /Subtype /Widget /FT /Tx /T (name) /Rect [0 0 100 20] /P 3 0 R /AA << /K 5 0 R >> >>",
      SCRIPT,
    ]),
  /** Hidden in a compressed stream, with its name spelled in hex escapes. */
  javaScriptCompressed: () =>
    inObjectStream(
      [
        "<< /Type /Catalog /Pages 2 0 R >>",
        PAGES,
        page("/Annots [4 0 R]"),
        "<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >> >>",
      ],
      [4],
    ),
  embeddedFile: () =>
    pdfOf([
      "<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(notes.txt) 4 0 R] >> >> >>",
      PAGES,
      page(),
      FILE,
      FILE_STREAM,
    ]),
  fileAttachment: () =>
    pdfOf([
      "<< /Type /Catalog /Pages 2 0 R >>",
      PAGES,
      page("/Annots [6 0 R]"),
      FILE,
      FILE_STREAM,
      "<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 20 20] /FS 4 0 R /Contents (notes) >>",
    ]),
};
