// What other domains use of files: they import it from here, never from its other files
// (CONTRIBUTING.md "Adding a domain").
export { imageProblem } from "./image-check";
export { MAX_UPLOAD_BYTES } from "./image-types";
export { storeFile } from "./store-file";
