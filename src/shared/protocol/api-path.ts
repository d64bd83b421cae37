/** The websocket endpoint (its own module: the client's inline boot script needs it without the codecs). */
export const API_PATH = "/api/v1/ws";
