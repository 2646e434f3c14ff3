// The part of unzipper's API the XLSX upload uses (the package ships no types): a zip's central
// directory read from a Buffer (`Open.buffer`), each entry inflated as a stream when asked for.
declare module 'unzipper' {
  import type { Readable } from 'node:stream';

  export interface CentralDirectoryEntry {
    path: string;
    flags: number;
    compressionMethod: number;
    compressedSize: number;
    uncompressedSize: number;
    /** where the entry's local header starts in the archive */
    offsetToLocalFileHeader: number;
    /** the zip64 extended information field, when the entry has one (signature 0x0001) */
    extra: { signature?: number };
    /** the entry's bytes, inflated as they are read */
    stream(password?: string): Readable;
  }

  export interface CentralDirectory {
    files: CentralDirectoryEntry[];
    /** only in a zip64 end-of-central-directory record */
    versionsNeededToExtract?: number;
  }

  const unzipper: {
    Open: { buffer(data: Buffer, options?: { tailSize?: number }): Promise<CentralDirectory> };
  };
  export default unzipper;
}
