// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import { FileIdRequest, StoredFile } from "./files";

export const events = {
  FileGetRequestEvent: { request: FileIdRequest, responsePayload: StoredFile },
};

export const notifications = {
};
