/**
 * Page → service worker: the connection is back, send what is queued now. A module of its own
 * because the registration in the first load needs this one constant and nothing else.
 */
export const REPLAY_MESSAGE = 'panelhouse:replay-queued';
