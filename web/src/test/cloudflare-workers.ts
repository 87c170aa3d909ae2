// The web tests run the edge Worker's own code in memory (in-memory-worker.ts). Its only
// import from the Workers runtime is the Durable Object base class; this stands
// in for the `cloudflare:workers` module there (aliased in vitest.config.ts).
export class DurableObject<Env = unknown> {
  constructor(
    protected readonly ctx: DurableObjectState,
    protected readonly env: Env,
  ) {}
}
