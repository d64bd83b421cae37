import type { Emitted, TransformContext } from "../context";
import type { JsonSchema } from "../model";
import { transformSchema } from "./index";

/** oneOf / anyOf become a union; io-ts tries the members in order. */
export function transformUnion(schema: JsonSchema, ctx: TransformContext): Emitted {
  const members = schema.oneOf ?? schema.anyOf ?? [];
  if (members.length === 0) ctx.fail("oneOf/anyOf must list at least one schema");
  const parts = members.map((member, i) =>
    transformSchema(member, ctx.at(`${schema.oneOf ? "oneOf" : "anyOf"}[${i}]`)),
  );
  if (parts.length === 1) return parts[0]!;
  return {
    type: parts.map((p) => (p.type.includes("|") ? `(${p.type})` : p.type)).join(" | "),
    codec: `t.union([${parts.map((p) => p.codec).join(", ")}])`,
  };
}
