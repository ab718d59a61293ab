/**
 * A small ZIP writer and reader on Node's zlib alone (no dependency, no `zip` binary):
 * stored or deflated entries, CRC-32 from zlib.crc32 (Node >= 20.15), local headers, the
 * central directory and the end record (PKWARE APPNOTE 4.3). No ZIP64: up to 65,535 entries
 * and 4 GiB, far beyond a plugin. Names are UTF-8 (flag bit 11); Unix modes are kept in the
 * external attributes so `unzip` restores them.
 */
import { crc32, deflateRawSync, inflateRawSync } from "node:zlib";

export interface ZipInput {
  /** Path inside the archive, `/`-separated; directories end with `/`. */
  name: string;
  /** File contents; omitted for directories. */
  data?: Buffer | string;
  /** Modification time (stored as DOS date and time, UTC fields). */
  date?: Date;
  /** Unix permission bits (default 0o644 for files, 0o755 for directories). */
  mode?: number;
}

export interface ZipEntryInfo {
  name: string;
  isDirectory: boolean;
  /** 0 stored, 8 deflated. */
  method: number;
  crc32: number;
  compressedSize: number;
  size: number;
  /** Unix mode from the external attributes. */
  mode: number;
  localHeaderOffset: number;
}

const LOCAL_SIGNATURE = 0x04034b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const END_SIGNATURE = 0x06054b50;
const UTF8_FLAG = 0x0800;
const VERSION_NEEDED = 20; // 2.0: deflate and directories.
const VERSION_MADE_BY = (3 << 8) | 30; // Unix, spec 3.0.
const MAX_16 = 0xffff;
const MAX_32 = 0xffffffff;

function dosDateTime(date: Date): { time: number; day: number } {
  const year = Math.min(Math.max(date.getUTCFullYear(), 1980), 2107);
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    day: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

function checkName(name: string): void {
  if (!name || name.startsWith("/") || name.includes("\\") || name.split("/").includes("..")) {
    throw new Error(`zip: unsafe entry name ${JSON.stringify(name)}`);
  }
}

/** Builds a ZIP archive. Files are deflated when that makes them smaller, stored otherwise. */
export function createZip(inputs: ZipInput[], options: { deflate?: boolean } = {}): Buffer {
  if (inputs.length > MAX_16) throw new Error("zip: too many entries (no ZIP64)");
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  const names = new Set<string>();
  let offset = 0;
  for (const input of inputs) {
    checkName(input.name);
    if (names.has(input.name)) throw new Error(`zip: duplicate entry ${input.name}`);
    names.add(input.name);
    const isDirectory = input.name.endsWith("/");
    const data = isDirectory ? Buffer.alloc(0) : Buffer.isBuffer(input.data) ? input.data : Buffer.from(input.data ?? "", "utf8");
    const deflated = !isDirectory && options.deflate !== false && data.length > 0 ? deflateRawSync(data, { level: 9 }) : null;
    const useDeflate = deflated !== null && deflated.length < data.length;
    const body = useDeflate ? deflated : data;
    const crc = crc32(data) >>> 0;
    const name = Buffer.from(input.name, "utf8");
    const { time, day } = dosDateTime(input.date ?? new Date(0));
    const mode = (input.mode ?? (isDirectory ? 0o755 : 0o644)) | (isDirectory ? 0o040000 : 0o100000);
    if (body.length > MAX_32 || data.length > MAX_32 || offset > MAX_32) throw new Error("zip: archive too large (no ZIP64)");

    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_SIGNATURE, 0);
    local.writeUInt16LE(VERSION_NEEDED, 4);
    local.writeUInt16LE(UTF8_FLAG, 6);
    local.writeUInt16LE(useDeflate ? 8 : 0, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(day, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_SIGNATURE, 0);
    central.writeUInt16LE(VERSION_MADE_BY, 4);
    central.writeUInt16LE(VERSION_NEEDED, 6);
    central.writeUInt16LE(UTF8_FLAG, 8);
    central.writeUInt16LE(useDeflate ? 8 : 0, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(day, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    // Extra field, comment, disk number start, internal attributes: all 0.
    central.writeUInt32LE(((mode << 16) | (isDirectory ? 0x10 : 0)) >>> 0, 38);
    central.writeUInt32LE(offset, 42);

    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_SIGNATURE, 0);
  end.writeUInt16LE(inputs.length, 8);
  end.writeUInt16LE(inputs.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The central directory of an archive. */
export function listZip(zip: Buffer): ZipEntryInfo[] {
  // The end record is the last 22 bytes plus a comment of at most 65,535 bytes.
  let endAt = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - MAX_16); i--) {
    if (zip.readUInt32LE(i) === END_SIGNATURE) {
      endAt = i;
      break;
    }
  }
  if (endAt < 0) throw new Error("zip: no end of central directory record");
  const count = zip.readUInt16LE(endAt + 10);
  let at = zip.readUInt32LE(endAt + 16);
  const entries: ZipEntryInfo[] = [];
  for (let k = 0; k < count; k++) {
    if (zip.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw new Error(`zip: bad central directory entry ${k}`);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    entries.push({
      name,
      isDirectory: name.endsWith("/"),
      method: zip.readUInt16LE(at + 10),
      crc32: zip.readUInt32LE(at + 16),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      mode: zip.readUInt32LE(at + 38) >>> 16,
      localHeaderOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** One entry's contents, inflated and checked against its CRC-32 and size. */
export function readZipEntry(zip: Buffer, entry: ZipEntryInfo): Buffer {
  const at = entry.localHeaderOffset;
  if (zip.readUInt32LE(at) !== LOCAL_SIGNATURE) throw new Error(`zip: bad local header for ${entry.name}`);
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const body = zip.subarray(start, start + entry.compressedSize);
  const data = entry.method === 8 ? inflateRawSync(body) : entry.method === 0 ? Buffer.from(body) : null;
  if (!data) throw new Error(`zip: ${entry.name} uses unsupported method ${entry.method}`);
  if (data.length !== entry.size) throw new Error(`zip: ${entry.name} is ${data.length} bytes, expected ${entry.size}`);
  if ((crc32(data) >>> 0) !== entry.crc32) throw new Error(`zip: CRC-32 mismatch in ${entry.name}`);
  return data;
}
