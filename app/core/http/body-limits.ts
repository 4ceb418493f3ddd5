// The bounds of a post's body (core/http/request-body.server.ts enforces them; the 413 page names them).
import { maxUploadBytes } from "./upload-types";

/**
 * The parts of one multipart form. The largest form, an event's, has 21 fields plus a file and its signature; each
 * option chosen in its multiple selects (genres, lists, product types) adds one. 300 leaves room for a venue with a
 * couple of hundred lists and genres ticked, and still stops a flood of tiny parts.
 */
export const maxFormParts = 300;
/** The most upload fields any form has (a venue's logo, cover and billing document); tests/request-body checks it. */
export const maxFilesPerForm = 3;
/** A body without files: the longest texts (a notification, a chat message, 1000 bulk ids) are a few tens of KB. */
export const maxFormBytes = 1024 * 1024;
/** A multipart body: every file at its largest, plus the text fields and the multipart framing. */
export const maxMultipartBytes = maxFilesPerForm * maxUploadBytes + maxFormBytes;
