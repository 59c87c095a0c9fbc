/** A serialized response kept for a company's reader, valid while its stamp is current. */
export interface StoredResponse {
  /** `<company data version>:<time bucket>` when the answer was computed. */
  stamp: string;
  /** UTF-8, as it goes on the wire: a hit is not encoded again (a large tree is megabytes). */
  payload: Buffer;
  contentType: string;
}

export interface ResponseStore {
  get(key: string): StoredResponse | undefined;
  set(key: string, response: StoredResponse): void;
  /** Bytes held (payloads, plus keys and stamps at two bytes per character). */
  readonly bytes: number;
  readonly size: number;
}

const sizeOf = (key: string, response: StoredResponse) =>
  response.payload.length + 2 * (key.length + response.stamp.length + response.contentType.length);

/**
 * Least-recently-used by bytes: a Map keeps insertion order, a hit moves its entry to the end and
 * the first entries go when the total passes `maxBytes`. One entry per key (a newer stamp
 * replaces the older), so old versions never pile up. A response larger than a quarter of the
 * bound is not kept.
 */
export function createResponseStore(maxBytes: number): ResponseStore {
  const entries = new Map<string, StoredResponse>();
  let bytes = 0;
  const remove = (key: string) => {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    bytes -= sizeOf(key, old);
  };
  return {
    get(key) {
      const found = entries.get(key);
      if (found) {
        entries.delete(key);
        entries.set(key, found);
      }
      return found;
    },
    set(key, response) {
      remove(key);
      const size = sizeOf(key, response);
      if (size > maxBytes / 4) return;
      entries.set(key, response);
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
  };
}
