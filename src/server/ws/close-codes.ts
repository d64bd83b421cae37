/** Close codes the server uses; 4000–4999 are application codes (RFC 6455 §7.4.2). */
export const CLOSE_SIGNED_OUT = 4001;
/**
 * The client stopped reading: more than WS_MAX_BUFFERED_BYTES of replies and notifications waited for it. Not
 * terminal for the client (it reconnects and resumes), unlike 4001.
 */
export const CLOSE_SLOW_READER = 4002;
export const CLOSE_RATE_LIMITED = 1008;
export const CLOSE_MESSAGE_TOO_BIG = 1009;
export const CLOSE_SERVER_SHUTDOWN = 1001;
