// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import * as t from "io-ts";
import * as rt from "../codec/runtime";
import { Id } from "./common";

export interface FileIdRequest {
  id: Id;
}
export const FileIdRequest: t.Type<FileIdRequest, FileIdRequest, unknown> = rt.closedObject("FileIdRequest", {
  id: Id,
}, {});

export interface StoredFile {
  id: Id;
  name: string;
  contentType: string;
  size: number;
  dataBase64: string;
}
export const StoredFile: t.Type<StoredFile, StoredFile, unknown> = rt.closedObject("StoredFile", {
  id: Id,
  name: rt.boundedString({ maxLength: 200 }),
  contentType: rt.boundedString({ maxLength: 100 }),
  size: rt.boundedNumber({ integer: true, minimum: 0 }),
  dataBase64: rt.boundedString({ maxLength: 2900000 }),
}, {});
