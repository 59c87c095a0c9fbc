/**
 * What a ZIP (an XLSX) declares it unpacks to, read from its central directory without unpacking
 * anything: a 1 MB upload can hold gigabytes of XML (a "zip bomb") that a spreadsheet reader
 * would inflate whole before any row limit applies. Null when the directory cannot be read (or
 * is ZIP64, which no spreadsheet of ours needs).
 */
export function zipUncompressedSize(buffer: Buffer): { bytes: number; entries: number } | null {
  const END_OF_DIRECTORY = 0x06054b50;
  const DIRECTORY_ENTRY = 0x02014b50;
  // The end record is 22 bytes plus a comment of up to 65,535.
  const earliest = Math.max(0, buffer.length - 22 - 0xffff);
  let end = -1;
  for (let at = buffer.length - 22; at >= earliest; at--) {
    if (buffer.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = buffer.readUInt16LE(end + 10);
  let at = buffer.readUInt32LE(end + 16);
  let bytes = 0;
  for (let entry = 0; entry < entries; entry++) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const size = buffer.readUInt32LE(at + 24);
    if (size === 0xffffffff) return null;
    bytes += size;
    at +=
      46 +
      buffer.readUInt16LE(at + 28) +
      buffer.readUInt16LE(at + 30) +
      buffer.readUInt16LE(at + 32);
  }
  return { bytes, entries };
}
