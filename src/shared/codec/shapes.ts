// What each runtime codec checks, readable after it is built: io-ts types carry only a name, but a decode failure
// should say which limit was broken (for a message in the user's language, not the codec's English) and a form
// should enforce the same limits before it sends (maxlength, min, max) without copying numbers from the schema.
import type * as t from "io-ts";

export type CodecShape =
  | { kind: "string"; minLength: number; maxLength: number; pattern?: string }
  | { kind: "number"; integer: boolean; minimum?: number; maximum?: number }
  | { kind: "enum"; values: readonly string[] }
  | { kind: "object"; props: Readonly<Record<string, t.Mixed>>; required: readonly string[] };

const shapes = new WeakMap<object, CodecShape>();

/** Records what `codec` checks; returns the codec so constructors can `return withShape(shape, new t.Type(…))`. */
export function withShape<C extends t.Any>(shape: CodecShape, codec: C): C {
  shapes.set(codec, shape);
  return codec;
}

export const shapeOf = (codec: object | undefined): CodecShape | undefined => (codec ? shapes.get(codec) : undefined);

/** The codec of one property of an object codec (closedObject), or undefined. */
export function propertyCodec(codec: t.Any, key: string): t.Mixed | undefined {
  const shape = shapeOf(codec);
  return shape?.kind === "object" && Object.prototype.hasOwnProperty.call(shape.props, key)
    ? shape.props[key]
    : undefined;
}

/** HTML constraint attributes for an input bound to `key` of an object codec: maxLength, min, max, step. */
export interface InputLimits {
  maxLength?: number;
  min?: number;
  max?: number;
  step?: number;
}

export function inputLimits(codec: t.Any, key: string): InputLimits {
  const shape = shapeOf(propertyCodec(codec, key));
  if (shape?.kind === "string") return { maxLength: shape.maxLength };
  if (shape?.kind === "number") {
    return {
      ...(shape.minimum === undefined ? {} : { min: shape.minimum }),
      ...(shape.maximum === undefined ? {} : { max: shape.maximum }),
      ...(shape.integer ? { step: 1 } : {}),
    };
  }
  return {};
}
