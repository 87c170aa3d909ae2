// The field paths a zod schema describes ("a", "a.b", "list[].c", "[].d"), read
// from the schema itself: how the contract's tests check that every extension it
// names exists, and that every field docs/product.md §3 and §7 do not name is an extension.
import type { z } from "zod/mini";

type Def = {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  element?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
};
const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every field path the schema names, nested objects and lists included. */
export function fieldPaths(schema: z.ZodMiniType, prefix = ""): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case "object":
      return Object.entries(def.shape ?? {}).flatMap(([key, field]) => {
        const path = `${prefix}${key}`;
        return [path, ...fieldPaths(field, `${path}.`)];
      });
    case "array":
      return fieldPaths(def.element!, `${prefix.replace(/\.$/, "")}[].`);
    case "union":
      return [...new Set((def.options ?? []).flatMap((option) => fieldPaths(option, prefix)))];
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
      return fieldPaths(def.innerType!, prefix);
    case "pipe":
      return fieldPaths(def.in!, prefix);
    default:
      return [];
  }
}
