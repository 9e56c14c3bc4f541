/** wawoff2's decoder alone (its index also loads the encoder). @types/wawoff2 types only the index. */
declare module "wawoff2/decompress.js" {
  /** TrueType or OpenType bytes from WOFF2 bytes. The answer is a view into the decoder's memory. */
  export default function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
