import sharp from "sharp";

/** A real JPEG photo with EXIF and GPS data, as a phone would upload it. */
export async function jpegWithGps(width = 1800, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "TestPhone", Model: "GPS Cam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 34/1 0/1" },
    })
    .toBuffer();
}

export async function pngImage(width = 300, height = 200): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 10, g: 160, b: 90, alpha: 1 } },
  })
    .png()
    .toBuffer();
}

/** A minimal valid one-page PDF. */
export function tinyPdf(): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

export const blob = (data: Buffer, type = "application/octet-stream") =>
  new Blob([new Uint8Array(data)], { type });
