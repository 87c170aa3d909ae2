// In-memory stand-ins for the Workers bindings the edge Worker uses (KV and the
// rate limiter's Durable Object namespace), so the web tests can run the Worker's
// own code in memory. They keep the semantics the Worker relies on: JSON reads,
// expirationTtl, and one object (with its own storage) per name.

type StoredValue = { value: string; expiresAt: number | null };

export function memoryKv() {
  const entries = new Map<string, StoredValue>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt !== null && entry.expiresAt <= Date.now()) entries.delete(key);
    return entries.get(key);
  };
  const kv = {
    async get(key: string, type?: "text" | "json") {
      const entry = live(key);
      if (!entry) return null;
      return type === "json" ? JSON.parse(entry.value) : entry.value;
    },
    async put(key: string, value: string, options: { expirationTtl?: number } = {}) {
      const ttl = options.expirationTtl;
      entries.set(key, { value, expiresAt: ttl === undefined ? null : Date.now() + ttl * 1000 });
    },
    async delete(key: string) {
      entries.delete(key);
    },
    /** For tests: forget everything (as when every session has expired). */
    clear() {
      entries.clear();
    },
  };
  return kv as typeof kv & KVNamespace;
}

/** A Durable Object namespace whose objects live in memory, one per name, called directly. */
export function memoryDurableObjects<T>(Class: new (ctx: DurableObjectState, env: never) => T) {
  const objects = new Map<string, T>();
  const storageFor = () => {
    const data = new Map<string, unknown>();
    return {
      kv: { get: (key: string) => data.get(key), put: (key: string, value: unknown) => data.set(key, value) },
      setAlarm: async () => {},
      deleteAll: async () => data.clear(),
    };
  };
  return {
    idFromName: (name: string) => name,
    /** Every object forgotten, its storage with it (a test's "they all ended"). */
    clear: () => objects.clear(),
    get(id: string) {
      let object = objects.get(id);
      if (!object) {
        object = new Class({ storage: storageFor() } as unknown as DurableObjectState, {} as never);
        objects.set(id, object);
      }
      return object;
    },
  } as unknown as DurableObjectNamespace & { clear: () => void };
}

/** An R2 bucket in memory: what the edge uses of one (put, get, list by prefix with custom metadata). */
export function memoryR2() {
  const objects = new Map<string, { bytes: Uint8Array; customMetadata: Record<string, string> }>();
  const bytesOf = async (value: string | ArrayBuffer | ArrayBufferView) =>
    typeof value === "string"
      ? new TextEncoder().encode(value)
      : value instanceof ArrayBuffer
        ? new Uint8Array(value.slice(0))
        : new Uint8Array(value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength));
  const bucket = {
    async put(
      key: string,
      value: string | ArrayBuffer | ArrayBufferView,
      options: { customMetadata?: Record<string, string> } = {},
    ) {
      objects.set(key, { bytes: await bytesOf(value), customMetadata: options.customMetadata ?? {} });
    },
    async get(key: string) {
      const object = objects.get(key);
      if (!object) return null;
      const copy = () => object.bytes.slice().buffer;
      return {
        key,
        customMetadata: object.customMetadata,
        arrayBuffer: async () => copy(),
        text: async () => new TextDecoder().decode(object.bytes),
      };
    },
    async list({ prefix = "" }: { prefix?: string } = {}) {
      const keys = [...objects.keys()].filter((key) => key.startsWith(prefix)).sort();
      return {
        objects: keys.map((key) => ({ key, customMetadata: objects.get(key)!.customMetadata })),
        truncated: false,
      };
    },
    async delete(key: string) {
      objects.delete(key);
    },
  };
  return bucket as typeof bucket & R2Bucket;
}
